# The selects the day's round reads (LibWound's RoundReads): active patients, open wounds,
# their assessments in the order the round reads them, plans, last dressing changes, last
# Bradens. sqlite3 running them is the baseline of Tools/bench-today, and, beside the
# handover's own, of Tools/bench-handover's round: sourced by both, so the two baselines
# measure the same reads.
round_selects="SELECT id, givenName, familyName, address FROM patient WHERE status = 'active';
SELECT * FROM wound WHERE status = 'open';
SELECT * FROM assessment WHERE woundID IN (SELECT id FROM wound WHERE status = 'open')
  ORDER BY woundID, takenAt;
SELECT care_plan.* FROM care_plan JOIN wound ON wound.id = care_plan.id WHERE wound.status = 'open';
SELECT targetID, MAX(visit.visitedAt) FROM visit_item JOIN visit ON visit.id = visit_item.visitID
  WHERE kind = 'dressing' GROUP BY targetID;
SELECT patientID, MAX(assessedAt) FROM braden GROUP BY patientID;"

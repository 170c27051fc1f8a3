/// The report's one template. Every value is written with `{{…}}`, which HTML-escapes it
/// (`&`, `<`, `>`, `"`, `'`); the unescaped forms are never used (a test checks), so no text
/// from the record can become markup. The Content-Security-Policy forbids scripts and any
/// fetch: the page needs nothing but itself. Print: A4, each wound starts a page, and no chart,
/// photo or table row is split across pages.
enum ReportTemplate {
  static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{title}}</title>
    <style>
    @page { size: A4; margin: 14mm 12mm; }
    * { box-sizing: border-box; }
    body { font: 10pt/1.35 "DejaVu Sans", Helvetica, Arial, sans-serif; color: #111;
      max-width: 186mm; margin: 0 auto; padding: 6mm 0; overflow-wrap: anywhere; }
    @media print { body { padding: 0; max-width: none; } }
    h1 { font-size: 16pt; margin: 0 0 1mm; }
    h2 { font-size: 13pt; margin: 5mm 0 2mm; }
    h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; }
    .produced { color: #444; margin: 0 0 3mm; }
    dl.facts { display: grid; grid-template-columns: 34mm 1fr; gap: 0.5mm 3mm; margin: 0; }
    dl.facts dt { font-weight: bold; }
    dl.facts dd { margin: 0; }
    table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 8.5pt; }
    th, td { border-bottom: 0.3mm solid #bbb; padding: 1mm 1.2mm; text-align: left;
      vertical-align: top; }
    th { background: #eef1f4; }
    tr { break-inside: avoid; }
    td.number, th.number { text-align: right; }
    .wound { break-before: page; }
    .verdict { border-left: 1.5mm solid #888; background: #f4f4f4; padding: 2mm 3mm;
      margin: 3mm 0; break-inside: avoid; }
    .verdict-offTrack { border-color: #b3261e; background: #fbeceb; }
    .verdict-onTrack { border-color: #2e7d32; background: #edf6ee; }
    .verdict-infection { border-color: #b3261e; background: #fbeceb; }
    .verdict p { margin: 1mm 0 0; }
    .rule { font-size: 8.5pt; color: #333; }
    .charts { display: flex; gap: 4mm; margin: 3mm 0; }
    .chart-box { flex: 1 1 0; min-width: 0; margin: 0; break-inside: avoid; }
    .chart-box figcaption { font-weight: bold; font-size: 9pt; }
    svg.chart { display: block; width: 100%; height: auto; }
    svg.chart .grid { stroke: #ddd; stroke-width: 0.6; }
    svg.chart .axis { stroke: #555; stroke-width: 0.8; }
    svg.chart .line { fill: none; stroke: #1f5fa8; stroke-width: 1.6; }
    svg.chart-push .line { stroke: #8a4b00; }
    svg.chart circle { fill: #fff; stroke: #1f5fa8; stroke-width: 1.4; }
    svg.chart-push circle { stroke: #8a4b00; }
    svg.chart text { font-size: 9px; fill: #333; }
    svg.chart .ylabel { text-anchor: end; dominant-baseline: middle; }
    svg.chart .xlabel { text-anchor: middle; }
    .photos { display: flex; flex-wrap: wrap; gap: 3mm; }
    figure.photo { width: 42mm; margin: 0; break-inside: avoid; }
    figure.photo img { display: block; width: 100%; height: 34mm; object-fit: contain;
      background: #eee; }
    figure.photo figcaption { text-align: center; font-size: 8.5pt; }
    .empty { color: #555; font-style: italic; }
    .by { font-size: 8pt; color: #444; }
    </style>
    </head>
    <body>
    <header>
    <h1>Wound care report</h1>
    <p class="produced">{{produced}}</p>
    </header>
    <section class="patient">
    <h2>{{patientName}}</h2>
    <dl class="facts">
    {{#facts}}<dt>{{label}}</dt><dd>{{value}}</dd>
    {{/facts}}<dt>Allergies</dt><dd class="allergies">{{allergies}}</dd>
    </dl>
    {{#photosLeftOut}}<p class="empty photos-left-out">{{photosLeftOut}}</p>
    {{/photosLeftOut}}</section>
    <section class="braden">
    <h2>Braden scale (pressure-injury risk)</h2>
    {{#hasBraden}}<table>
    <thead><tr><th>Date</th><th class="number">Total</th><th>Risk</th><th class="number">Sensory</th><th class="number">Moisture</th><th class="number">Activity</th><th class="number">Mobility</th><th class="number">Nutrition</th><th class="number">Friction</th></tr></thead>
    <tbody>
    {{#braden}}<tr><td>{{date}}{{#by}}<br><span class="by">by {{by}}</span>{{/by}}</td><td class="number">{{total}}</td><td>{{risk}}</td>{{#subscales}}<td class="number">{{.}}</td>{{/subscales}}</tr>
    {{/braden}}</tbody>
    </table>
    <p class="rule">Total 6-23, lower is riskier: 19-23 no risk, 15-18 mild, 13-14 moderate, 10-12 high, 9 or less very high.</p>
    {{/hasBraden}}{{^hasBraden}}<p class="empty">No Braden assessment recorded.</p>{{/hasBraden}}
    </section>
    {{#hasABPI}}<section class="abpi">
    <h2>Ankle-brachial pressure index</h2>
    <table>
    <thead><tr><th>Date</th><th>Each leg: index, band, compression allowed</th></tr></thead>
    <tbody>
    {{#abpi}}<tr><td>{{date}}{{#by}}<br><span class="by">by {{by}}</span>{{/by}}</td><td>{{legs}}</td></tr>
    {{/abpi}}</tbody>
    </table>
    <p class="rule">The higher ankle pressure over the higher brachial pressure: under 0.50 severe arterial disease, 0.50-0.79 arterial or mixed disease, 0.80-1.30 no significant arterial disease, over 1.30 arteries may be incompressible (NICE CKS 2019; Wounds UK 2019).</p>
    </section>
    {{/hasABPI}}{{#hasVisits}}<section class="visits">
    <h2>Visits</h2>
    <table>
    <thead><tr><th>Date</th><th>Done</th><th>Note</th></tr></thead>
    <tbody>
    {{#visits}}<tr><td>{{date}}{{#by}}<br><span class="by">by {{by}}</span>{{/by}}</td><td>{{done}}</td><td>{{note}}</td></tr>
    {{/visits}}</tbody>
    </table>
    </section>
    {{/hasVisits}}    {{^hasWounds}}<p class="empty">No wound recorded.</p>{{/hasWounds}}
    {{#wounds}}<section class="wound" id="wound-{{number}}">
    <h2>{{heading}}</h2>
    <dl class="facts">
    {{#facts}}<dt>{{label}}</dt><dd>{{value}}</dd>
    {{/facts}}<dt>Area reduction</dt><dd class="reduction">{{latestReduction}} since the first assessment</dd>
    </dl>
    <div class="verdict {{verdictClass}}"><strong>{{verdict}}</strong><p class="rule">{{rule}}</p></div>
    {{#infection}}<div class="verdict {{infectionClass}}"><strong>{{verdict}}</strong><p class="rule">{{signs}}</p></div>
    {{/infection}}{{#hasAssessments}}<div class="charts">
    {{#charts}}<figure class="chart-box"><figcaption>{{title}}</figcaption>
    <svg class="chart {{kind}}" viewBox="0 0 340 190" role="img" aria-label="{{title}} over time" data-points="{{pointCount}}" xmlns="http://www.w3.org/2000/svg">
    {{#yTicks}}<line class="grid" x1="{{plotLeft}}" x2="{{plotRight}}" y1="{{position}}" y2="{{position}}"/><text class="ylabel" x="{{yLabelX}}" y="{{position}}">{{label}}</text>
    {{/yTicks}}<line class="axis" x1="{{plotLeft}}" x2="{{plotRight}}" y1="{{plotBottom}}" y2="{{plotBottom}}"/>
    {{#xTicks}}<line class="axis" x1="{{position}}" x2="{{position}}" y1="{{plotBottom}}" y2="{{xTickEnd}}"/><text class="xlabel" x="{{position}}" y="{{xLabelY}}">{{label}}</text>
    {{/xTicks}}<path class="line" d="{{path}}"/>
    {{#points}}<circle cx="{{x}}" cy="{{y}}" r="2.6"><title>{{label}}</title></circle>
    {{/points}}</svg></figure>
    {{/charts}}</div>
    <h3>Assessments</h3>
    <table class="assessments">
    <colgroup><col style="width:14%"><col style="width:16%"><col style="width:9%"><col style="width:7%"><col style="width:12%"><col style="width:16%"><col style="width:16%"><col style="width:10%"></colgroup>
    <thead><tr><th>Date</th><th>L × W × D (cm)</th><th class="number">Area cm²</th><th class="number">PUSH</th><th class="number">Reduction</th><th>Exudate</th><th>Tissue</th><th class="number">Pain</th></tr></thead>
    <tbody>
    {{#assessments}}<tr><td>{{date}}{{#by}}<br><span class="by">by {{by}}</span>{{/by}}</td><td>{{size}}</td><td class="number">{{area}}</td><td class="number">{{push}}</td><td class="number">{{reduction}}</td><td>{{exudate}}</td><td>{{tissue}}</td><td class="number">{{pain}}</td></tr>
    {{/assessments}}</tbody>
    </table>
    <p class="rule">Tissue: E epithelial, G granulation, S slough, N necrotic, in % of the wound bed. Area is length × width; PUSH 3.0 (NPIAP) adds area, exudate and tissue points, 0 = healed.</p>
    {{/hasAssessments}}{{^hasAssessments}}<p class="empty">No assessment in this period.</p>{{/hasAssessments}}
    {{#hasPhotos}}<h3>Photos, first to last</h3>
    <div class="photos">
    {{#photos}}<figure class="photo"><img src="{{source}}" alt="{{alternative}}"><figcaption>{{caption}}</figcaption></figure>
    {{/photos}}</div>
    {{/hasPhotos}}</section>
    {{/wounds}}
    </body>
    </html>

    """
}

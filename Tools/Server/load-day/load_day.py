#!/usr/bin/env python3
"""A day of N nurses against a running nurse-server, compressed in time.

Each nurse: logs in, pulls her team's feed (the morning pull), then makes her round of VISITS
visits; at each, an assessment of her patient's wound, two photos attached to it (PHOTO_BYTES
each, JPEG magic bytes then random bytes, so every photo is new) and a message; after each
visit she syncs as the app does: the records in one `POST /v1/batch` (assessment, the two
attachments, the message), then the photos' bytes (`PUT /v1/photos/{sha256}`), then an
incremental pull. In the evening, a last pull. A working day is 8 hours (08:00 to 16:00, the
visits spread evenly with a random shift of up to a quarter of the gap), divided by --speed:
at --speed 10 a day lasts 48 minutes, at 60 eight. --speed 0 waits for nothing: each nurse
loops through her day as fast as the server answers (the stress of issue 32's report).
--days repeats the day (cursors kept; a new login each morning).

The server's CPU and RSS are read from /proc/PID every second (--pid) into --samples (CSV).
At the end it prints, per route, the count, p50, p99 and the errors (status -> count), then
the server's RSS (start, peak, end) and mean CPU; with --window, a table per window of the run
(the record routes' p99, the baseline's, the server's RSS and the machine's load average), so
that a soak shows whether memory or latency drift. Stdlib and aiohttp only.
"""

import argparse
import asyncio
import base64
import hashlib
import json
import os
import random
import sys
import time
import uuid
from collections import defaultdict

import aiohttp

# An 8 x 8 grey JPEG (159 bytes, made with Pillow): CoreContractCases' SamplePhotos.jpeg.
SMALLEST_JPEG = base64.b64decode(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4"
    "UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAA"
    "AAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z"
)

DAY_HOURS = 8.0


def iso(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime(t))


class Stats:
    def __init__(self):
        self.latencies = defaultdict(list)
        self.errors = defaultdict(lambda: defaultdict(int))
        self.bytes_up = 0
        # (monotonic end, route, seconds) of every answer, for --window's table.
        self.timeline = []

    def add(self, route, seconds, status):
        self.latencies[route].append(seconds)
        self.timeline.append((time.monotonic(), route, seconds))
        if status >= 400 or status < 0:
            self.errors[route][status] += 1

    @staticmethod
    def quantile(values, q):
        if not values:
            return float("nan")
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    def report(self, out):
        out.write("| route | requests | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---|\n")
        for route in sorted(self.latencies):
            values = self.latencies[route]
            errors = ", ".join(f"{s}: {n}" for s, n in sorted(self.errors[route].items()))
            out.write(
                f"| {route} | {len(values)} | {self.quantile(values, 0.5) * 1000:.1f} "
                f"| {self.quantile(values, 0.99) * 1000:.1f} | {errors or 'none'} |\n"
            )

    def report_windows(self, out, start, window, samples):
        """Per window of the run: the record routes' p99, the baseline's, and the server's RSS
        and the machine's load in it, so a long soak shows whether memory and latency drift."""
        routes = ["GET /v1/changes", "POST /v1/batch", "PUT /v1/photos/{sha256}"]
        out.write(
            "\n| minutes | " + " | ".join(f"{r} p99 ms" for r in routes)
            + " | baseline p99 ms | RSS median (max) MB | load |\n"
            + "|---" * (len(routes) + 4) + "|\n"
        )
        end = max((t for t, _, _ in self.timeline), default=start)
        first = start
        while first < end:
            last = first + window
            row = [f"{(first - start) / 60:.0f}–{(last - start) / 60:.0f}"]
            for route in routes + ["baseline: GET /health/live"]:
                values = [s for t, r, s in self.timeline if r == route and first <= t < last]
                row.append(f"{self.quantile(values, 0.99) * 1000:.0f}" if values else "-")
            inside = [s for s in samples if first - start <= s[0] < last - start]
            if inside:
                rss = sorted(s[1] / 2**20 for s in inside)
                load = sum(s[3] for s in inside) / len(inside)
                row += [f"{rss[len(rss) // 2]:.0f} ({rss[-1]:.0f})", f"{load:.1f}"]
            else:
                row += ["-", "-"]
            out.write("| " + " | ".join(row) + " |\n")
            first = last


class Nurse:
    def __init__(self, args, session, stats, username, password, wounds, url):
        self.args = args
        self.url = url
        self.session = session
        self.stats = stats
        self.username = username
        self.password = password
        self.wounds = wounds  # [(patient id, wound id)] of her round
        self.cursor = 0
        self.token = None

    async def call(self, route, method, path, **kw):
        headers = kw.pop("headers", {})
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        start = time.monotonic()
        status = -1
        body = None
        try:
            async with self.session.request(
                method, self.url + path, headers=headers, **kw
            ) as response:
                status = response.status
                body = await response.read()
        except (aiohttp.ClientError, asyncio.TimeoutError) as error:
            print(f"{route}: {type(error).__name__}", file=sys.stderr)
        self.stats.add(route, time.monotonic() - start, status)
        return status, body

    async def login(self):
        self.token = None
        status, body = await self.call(
            "POST /v1/auth/login",
            "POST",
            "/v1/auth/login",
            json={"username": self.username, "password": self.password},
        )
        if status == 200:
            self.token = json.loads(body)["token"]
        return status == 200

    async def pull(self):
        while True:
            status, body = await self.call(
                "GET /v1/changes",
                "GET",
                f"/v1/changes?since={self.cursor}&limit={self.args.page}",
            )
            if status != 200:
                return
            page = json.loads(body)
            self.cursor = page["next"]
            if not page["hasMore"]:
                return

    def photo(self):
        size = self.args.photo_bytes
        # A real JPEG (the server refuses bytes that do not decode), made distinct and as
        # large as asked by bytes after its end, as the tests' SamplePhotos are.
        data = SMALLEST_JPEG + os.urandom(max(0, size - len(SMALLEST_JPEG)))
        return data, hashlib.sha256(data).hexdigest()

    async def visit(self, patient_id, wound_id):
        now = time.time()
        assessment_id = str(uuid.uuid4())
        photos = [self.photo() for _ in range(2)]
        records = [
            (
                "assessment",
                assessment_id,
                {
                    "id": assessment_id,
                    "woundId": wound_id,
                    "takenAt": iso(now),
                    "takenBy": self.username,
                    "lengthCm": round(random.uniform(1, 9), 1),
                    "widthCm": round(random.uniform(1, 6), 1),
                    "depthCm": 0.5,
                    "tissue": {"epithelial": 10, "granulation": 60, "slough": 20, "necrotic": 10},
                    "exudate": "moderate",
                    "periwound": ["macerated"],
                    "odour": False,
                    "pain": 3,
                    "infectionSigns": [],
                    "dressing": "foam",
                    "notes": "Edges rolled, dressing changed.",
                },
            )
        ]
        for data, sha in photos:
            photo_id = str(uuid.uuid4())
            records.append(
                (
                    "photo",
                    photo_id,
                    {
                        "id": photo_id,
                        "assessmentId": assessment_id,
                        "sha256": sha,
                        "format": "jpeg",
                        "byteCount": len(data),
                    },
                )
            )
        message_id = str(uuid.uuid4())
        records.append(
            (
                "message",
                message_id,
                {
                    "id": message_id,
                    "patientId": patient_id,
                    "author": self.username,
                    "body": "Dressing changed; wound looks cleaner than on Monday.",
                    "sentAt": iso(now),
                },
            )
        )
        entries = [
            {"method": "PUT", "type": t, "id": i, "idempotencyKey": str(uuid.uuid4()), "body": b}
            for t, i, b in records
        ]
        status, body = await self.call(
            "POST /v1/batch", "POST", "/v1/batch", json={"entries": entries}
        )
        if status == 200:
            for answer in json.loads(body)["answers"]:
                if answer["status"] >= 400:
                    self.stats.errors["batch entry"][answer["status"]] += 1
        for data, sha in photos:
            await self.call(
                "PUT /v1/photos/{sha256}",
                "PUT",
                f"/v1/photos/{sha}",
                data=data,
                headers={"Content-Type": "image/jpeg"},
            )
            self.stats.bytes_up += len(data)
        await self.pull()

    async def day(self, day_start, day_seconds, first):
        # Mornings begin within the first 5% of the day, not all at once.
        await sleep_until(day_start + random.uniform(0, 0.05) * day_seconds)
        if not (self.args.login_once and self.token) and not await self.login():
            return
        await self.pull()
        visits = self.args.visits
        gap = day_seconds * 0.9 / visits
        for n in range(visits):
            if time.time() > self.args.deadline:
                return
            planned = day_start + day_seconds * 0.05 + gap * n + random.uniform(0, gap / 4)
            await sleep_until(min(planned, self.args.deadline))
            if time.time() >= self.args.deadline:
                return
            patient_id, wound_id = self.wounds[n % len(self.wounds)]
            await self.visit(patient_id, wound_id)
        if time.time() > self.args.deadline:
            return
        await sleep_until(day_start + day_seconds * 0.98)
        await self.pull()


async def probe(args, session, stats, url):
    """The baseline, in the same run: `GET /health/live` every 100 ms, answered by the same
    stack without the database."""
    while True:
        start = time.monotonic()
        try:
            async with session.get(url + "/health/live") as response:
                await response.read()
                status = response.status
        except aiohttp.ClientError:
            status = -1
        stats.add("baseline: GET /health/live", time.monotonic() - start, status)
        await asyncio.sleep(0.1)


async def sleep_until(moment):
    delay = moment - time.time()
    if delay > 0:
        await asyncio.sleep(delay)


def read_proc(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime, stime
    rss = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) * 1024
    return ticks / os.sysconf("SC_CLK_TCK"), rss


def load_average():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


async def sample(pid, path, samples, stop, start):
    last_cpu, _ = read_proc(pid)
    last_t = time.monotonic()
    with open(path, "w") as out:
        out.write("seconds,rss_mb,cpu_percent,load1\n")
        while not stop.is_set():
            await asyncio.sleep(1)
            try:
                cpu, rss = read_proc(pid)
            except OSError:
                return
            t = time.monotonic()
            percent = (cpu - last_cpu) / (t - last_t) * 100
            last_cpu, last_t = cpu, t
            load = load_average()
            samples.append((t - start, rss, percent, load))
            out.write(f"{t - start:.0f},{rss / 2**20:.1f},{percent:.0f},{load:.2f}\n")
            out.flush()


async def seed(args, session, nurses):
    """One patient and one wound per visit of each nurse's round, pushed by the nurse herself
    (her team's records), then her cursor moved past them so the day's pulls are the day's."""
    today = time.strftime("%Y-%m-%d", time.gmtime())
    gate = asyncio.Semaphore(8)
    await asyncio.gather(*(seed_one(nurse, today, gate) for nurse in nurses))


async def seed_one(nurse, today, gate):
    async with gate:
        if not await nurse.login():
            raise SystemExit(f"seed: {nurse.username} cannot log in")
        entries = []
        for patient_id, wound_id in nurse.wounds:
            patient = {
                "id": patient_id,
                "givenName": "Load",
                "familyName": "Day",
                "birthDate": "1940-01-01",
                "sex": "female",
                "allergies": [],
                "status": "active",
                "photoConsent": {"status": "given", "on": today, "by": "herself", "scope": "record"},
                "createdAt": iso(time.time()),
                "updatedAt": iso(time.time()),
            }
            wound = {
                "id": wound_id,
                "patientId": patient_id,
                "openedOn": today,
                "type": "venous-leg-ulcer",
                "site": "left-lower-leg",
                "status": "open",
                "createdAt": iso(time.time()),
                "updatedAt": iso(time.time()),
            }
            for kind, record in (("patient", patient), ("wound", wound)):
                entries.append(
                    {
                        "method": "PUT",
                        "type": kind,
                        "id": record["id"],
                        "idempotencyKey": str(uuid.uuid4()),
                        "body": record,
                    }
                )
        status, body = await nurse.call("seed", "POST", "/v1/batch", json={"entries": entries})
        refused = [a for a in json.loads(body)["answers"] if a["status"] >= 400] if body else []
        if status != 200 or refused:
            raise SystemExit(f"seed: {status} {refused[:1]}")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", required=True, help="several, comma-separated: nurses split")
    parser.add_argument("--nurses", type=int, default=200)
    parser.add_argument("--teams", type=int, default=20)
    parser.add_argument("--password", default="load-day-password", help="every nurse's")
    parser.add_argument("--visits", type=int, default=8)
    parser.add_argument("--photo-bytes", type=int, default=1_000_000)
    parser.add_argument("--speed", type=float, default=10, help="0: no waiting")
    parser.add_argument("--days", type=int, default=1)
    parser.add_argument("--page", type=int, default=1000, help="the app's page size")
    parser.add_argument("--duration", type=float, default=0, help="seconds: stop after (0: the days)")
    parser.add_argument("--login-once", action="store_true", help="not each morning (a hot loop's)")
    parser.add_argument("--idle", type=float, default=0, help="seconds sampled after the load")
    parser.add_argument("--pid", type=int, help="the server's, to sample its CPU and RSS")
    parser.add_argument("--samples", default="samples.csv")
    parser.add_argument("--window", type=float, default=0, help="seconds: a table per window (0: none)")
    args = parser.parse_args()

    stats = Stats()
    urls = args.url.split(",")
    connector = aiohttp.TCPConnector(limit=0)
    timeout = aiohttp.ClientTimeout(total=120)
    async with aiohttp.ClientSession(connector=connector, timeout=timeout) as session:
        nurses = [
            Nurse(
                args,
                session,
                stats,
                f"n{i}",
                args.password,
                [(str(uuid.uuid4()), str(uuid.uuid4())) for _ in range(args.visits)],
                urls[i % len(urls)],
            )
            for i in range(1, args.nurses + 1)
        ]
        samples, stop = [], asyncio.Event()
        clock_start = time.monotonic()
        sampler = (
            asyncio.create_task(sample(args.pid, args.samples, samples, stop, clock_start))
            if args.pid
            else None
        )
        started = time.time()
        await seed(args, session, nurses)
        seeded = time.time()
        print(f"seeded {args.nurses * args.visits * 2} records in {seeded - started:.0f} s", file=sys.stderr)
        stats.latencies.pop("seed", None)
        stats.latencies.pop("POST /v1/auth/login", None)
        day_seconds = DAY_HOURS * 3600 / args.speed if args.speed > 0 else 0
        args.deadline = seeded + args.duration if args.duration else float("inf")
        baseline = asyncio.create_task(probe(args, session, stats, urls[0]))
        day = 0
        while day < args.days or (args.duration and time.time() < args.deadline):
            day_start = time.time()
            await asyncio.gather(*(nurse.day(day_start, day_seconds, day == 0) for nurse in nurses))
            print(f"day {day + 1}: {time.time() - day_start:.0f} s", file=sys.stderr)
            day += 1
        baseline.cancel()
        elapsed = time.time() - seeded
        loaded = len(samples)
        await asyncio.sleep(args.idle)
        stop.set()
        if sampler:
            await sampler

    out = sys.stdout
    out.write(
        f"\n{args.nurses} nurses in {args.teams} teams at speed "
        f"{args.speed or 'unbounded'}: {day} day(s) begun, {elapsed:.0f} s, {stats.bytes_up / 2**20:.0f} MiB of photos\n\n"
    )
    stats.report(out)
    if args.window:
        stats.report_windows(out, clock_start, args.window, samples)
    if samples:
        rss = [s[1] / 2**20 for s in samples]
        cpu = [s[2] for s in samples]
        out.write(
            f"\nserver RSS: first {rss[0]:.0f} MB, peak {max(rss):.0f} MB, "
            f"at the load's end {rss[max(0, loaded - 1)]:.0f} MB, after {args.idle:.0f} s idle "
            f"{rss[-1]:.0f} MB; CPU mean under load {sum(cpu[:loaded]) / max(1, loaded):.0f} % "
            f"(100 % = one core), samples in {args.samples}\n"
        )


if __name__ == "__main__":
    asyncio.run(main())

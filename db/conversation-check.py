#!/usr/bin/env python3
"""An author's quick look at one new conversation file against the rest of the curriculum (the
authoring brief's step before a second reading): target texts equal to a sentence or another line,
English lines one or two words from another, mean and longest lengths, topics used elsewhere.
Usage: python3 db/conversation-check.py <repo root> <file.tsv>. content:check remains the gate."""
import csv, glob, os, re, sys, statistics
repo, target = sys.argv[1], os.path.abspath(sys.argv[2])
LANGS = ["english", "italian", "spanish", "french", "german", "russian"]
norm = lambda t: re.sub(r"[\s\u202f\u00a0]+", " ", t.strip().lower())
words = lambda t: [w for w in t.split() if re.search(r"\w", w)]
seen = {l: {} for l in LANGS}
eng = []
topics = {}
for f in glob.glob(f"{repo}/db/content/sentences/*.tsv") + glob.glob(f"{repo}/db/content/conversations/*.tsv"):
    if os.path.abspath(f) == target: continue
    for r in csv.DictReader((l for l in open(f, encoding="utf-8") if not l.startswith("#")), delimiter="\t"):
        where = f"{os.path.basename(f)}:{r['id']}"
        for l in LANGS:
            seen[l].setdefault(norm(r[l]), where)
        eng.append((words(norm(r["english"])), where))
        if "topic" in r: topics[r["topic"].lower()] = where
rows = list(csv.DictReader((l for l in open(target, encoding="utf-8") if not l.startswith("#")), delimiter="\t"))
problems = 0
convs = {}
for r in rows:
    convs.setdefault(r["conversation"], []).append(r)
    for l in LANGS:
        hit = seen[l].get(norm(r[l]))
        if hit and len(words(r[l])) > 1:
            print(f"{r['id']} {l}: same text as {hit}: {r[l]}"); problems += 1
        n = len(words(r[l]))
    w = words(norm(r["english"]))
    for ow, where in eng:
        if len(ow) == len(w) and len(w) >= 4 and 0 < sum(a != b for a, b in zip(w, ow)) <= 2 and len(w) > 5:
            print(f"{r['id']} english near-duplicate of {where}: {r['english']}"); problems += 1; break
    eng.append((w, r["id"]))
    for l in LANGS: seen[l].setdefault(norm(r[l]), f"this file:{r['id']}")
for c, lines in convs.items():
    t = lines[0]["topic"].lower()
    if t in topics: print(f"conversation {c}: topic also used at {topics[t]}"); problems += 1
    means = statistics.mean(len(words(x["english"])) for x in lines)
    longest = max(len(words(x[l])) for x in lines for l in LANGS)
    print(f"conversation {c} '{lines[0]['topic']}': {len(lines)} lines, mean English words {means:.1f}, longest text {longest} words")
allm = statistics.mean(len(words(x["english"])) for x in rows) if rows else 0
print(f"file: {len(convs)} conversations, {len(rows)} lines, mean English words {allm:.2f}; {problems} problem(s)")

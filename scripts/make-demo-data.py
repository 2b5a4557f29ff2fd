#!/usr/bin/env python3
"""Writes the small synthetic data sets that the example configs use (configs/data/).

Recommendation-style clicks, split into shards as exported data often is. Deterministic: running it
again writes the same bytes. Standard library only.
"""
import csv
import math
import os
import random

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "configs", "data")
os.makedirs(out, exist_ok=True)
rng = random.Random(1234)
categories = ["books", "games", "garden", "kitchen", "music", "sports", "toys"]
affinity = {c: rng.uniform(-1.2, 1.2) for c in categories}
header = ["user_age", "user_sessions", "item_price", "item_category", "hour", "discount", "position", "clicked"]

for shard in range(1, 4):
    with open(os.path.join(out, f"clicks_part{shard}.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(header)
        for _ in range(2000):
            age = rng.randint(16, 75)
            sessions = rng.randint(0, 60)
            price = round(math.exp(rng.uniform(1.0, 6.0)), 2)
            cat = rng.choice(categories)
            hour = rng.randint(0, 23)
            discount = rng.choice([0, 0, 0, 5, 10, 20, 30])
            position = rng.randint(1, 20)
            z = (0.04 * sessions - 0.45 * math.log(price) + affinity[cat] + 0.05 * discount
                 - 0.12 * position + (0.6 if 18 <= hour <= 22 else 0.0) - 0.01 * abs(age - 35) + 0.8)
            clicked = 1 if rng.random() < 1 / (1 + math.exp(-2.0 * z)) else 0
            w.writerow([age, sessions, price, cat, hour, discount, position, clicked])
print("wrote", out)

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

# ---- air quality: hourly multivariate series, forecast PM2.5 a few hours ahead --------------------
rng = random.Random(99)
with open(os.path.join(out, "air_quality.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["hour", "temperature", "humidity", "wind", "traffic", "pm25"])
    pm, wind = 35.0, 3.0
    traffic_lag = [0.0] * 4
    for t in range(24 * 100):
        hour = t % 24
        day = t // 24
        temperature = 12 + 8 * math.sin(2 * math.pi * (hour - 9) / 24) + 5 * math.sin(2 * math.pi * day / 100) + rng.gauss(0, 1)
        humidity = min(100.0, max(10.0, 70 - 1.5 * (temperature - 12) + rng.gauss(0, 4)))
        wind = max(0.0, 0.85 * wind + 0.15 * (3 + 2 * math.sin(2 * math.pi * day / 7)) + rng.gauss(0, 0.6))
        rush = math.exp(-((hour - 8) ** 2) / 4) + math.exp(-((hour - 18) ** 2) / 5)
        traffic = max(0.0, 200 + 800 * rush * (0.6 if day % 7 in (5, 6) else 1.0) + rng.gauss(0, 40))
        traffic_lag = traffic_lag[1:] + [traffic]
        pm = max(2.0, 0.9 * pm + 0.012 * traffic_lag[0] - 1.6 * wind + 0.05 * (humidity - 60) + 3.5 + rng.gauss(0, 2))
        w.writerow([hour, round(temperature, 2), round(humidity, 1), round(wind, 2), round(traffic, 1), round(pm, 2)])

# ---- Beijing PM2.5 layout (UCI "Beijing PM2.5 Data"): what public air-quality data looks like --------
# year/month/day/hour columns instead of one time, NA in the target (the whole first day, scattered
# hours and a few longer outages), a categorical wind direction (NE, NW, SE, cv = calm and variable),
# cumulated wind speed, and three hours missing from the file altogether.
rng = random.Random(2010)
with open(os.path.join(out, "beijing_pm25.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["No", "year", "month", "day", "hour", "pm2.5", "DEWP", "TEMP", "PRES", "cbwd", "Iws", "Is", "Ir"])
    pm, iws, wind_dir, outage = 80.0, 1.79, "cv", 0
    days_in_month = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    number = 0
    for t in range(24 * 90):
        day_of_year, hour = t // 24, t % 24
        month, day = 1, day_of_year + 1
        while day > days_in_month[month - 1]:
            day -= days_in_month[month - 1]
            month += 1
        if rng.random() < 0.06:
            wind_dir = rng.choice(["NE", "NW", "NW", "SE", "cv"])
        speed = {"NW": 4.0, "NE": 2.5, "SE": 1.8, "cv": 0.9}[wind_dir] + rng.uniform(0, 1.5)
        iws = iws + speed if rng.random() < 0.9 else speed  # cumulated while the direction holds
        temp = -5 + 0.2 * day_of_year / 3 + 5 * math.sin(2 * math.pi * (hour - 9) / 24) + rng.gauss(0, 1.2)
        dewp = temp - 8 - (6 if wind_dir == "NW" else 0) + rng.gauss(0, 1.5)
        pres = 1025 - 0.05 * day_of_year + rng.gauss(0, 1.5)
        clean = {"NW": 0.55, "NE": 0.8, "SE": 1.05, "cv": 1.1}[wind_dir]
        pm = max(3.0, 0.93 * pm * clean ** 0.3 + 6 + 0.6 * (dewp - temp + 8) + 4 * math.sin(2 * math.pi * (hour - 20) / 24) + rng.gauss(0, 6))
        number += 1
        if day_of_year == 40 and hour in (3, 4, 5):
            continue  # the station's file lacks these three hours
        if outage == 0 and rng.random() < 0.004:
            outage = rng.randint(3, 8)
        missing = day_of_year == 0 or outage > 0 or rng.random() < 0.03
        outage = max(0, outage - 1)
        w.writerow([number, 2010, month, day, hour, "NA" if missing else round(pm), round(dewp), round(temp), round(pres),
                    wind_dir, round(iws, 2), 1 if temp < -4 and rng.random() < 0.05 else 0, 1 if rng.random() < 0.02 else 0])
print("wrote beijing_pm25.csv")

# ---- body sensors: recordings of activities, one file each (behaviour recognition) ---------------
sensors = os.path.join(out, "sensors")
os.makedirs(sensors, exist_ok=True)
activities = {  # name: (step frequency Hz, amplitude, gyro level)
    "sitting": (0.0, 0.05, 0.02),
    "standing": (0.0, 0.15, 0.05),
    "walking": (1.8, 1.0, 0.6),
    "running": (2.8, 2.2, 1.4),
}
rate = 25.0
for rec in range(1, 7):
    rng = random.Random(500 + rec)
    with open(os.path.join(sensors, f"recording{rec}.csv"), "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["acc_x", "acc_y", "acc_z", "gyro_z", "activity"])
        order = list(activities)
        rng.shuffle(order)
        t = 0.0
        for name in order + order[:2]:
            freq, amp, gyro = activities[name]
            phase = rng.uniform(0, 2 * math.pi)
            tilt = 0.9 if name == "sitting" else 0.0
            for _ in range(int(rate * rng.uniform(14, 20))):
                s = math.sin(2 * math.pi * freq * t + phase)
                w.writerow([round(amp * 0.5 * s + rng.gauss(0, 0.08), 3),
                            round(tilt + amp * 0.3 * math.sin(4 * math.pi * freq * t + phase) + rng.gauss(0, 0.08), 3),
                            round(9.81 - tilt * 3 + amp * s + rng.gauss(0, 0.1), 3),
                            round(gyro * math.cos(2 * math.pi * freq * t + phase) + rng.gauss(0, 0.05), 3),
                            name])
                t += 1 / rate
print("wrote air_quality.csv and sensors/")

# An image folder (root/<class>/*.png) cut from Fashion-MNIST (Debian package dataset-fashion-mnist):
# 40 training images per class, written as grey PNGs with the standard library's zlib.
import gzip
import struct
import zlib

fashion = "/usr/share/datasets/fashion-mnist/"
if os.path.exists(fashion + "train-images-idx3-ubyte.gz"):
    def idx(path):
        with gzip.open(path, "rb") as f:
            data = f.read()
        n = data[3]
        dims = struct.unpack(">" + "I" * n, data[4:4 + 4 * n])
        return dims, data[4 + 4 * n:]

    def png(path, width, height, pixels):
        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
        rows = b"".join(b"\0" + pixels[y * width:(y + 1) * width] for y in range(height))
        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
                    + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))

    names = ["t-shirt", "trouser", "pullover", "dress", "coat", "sandal", "shirt", "sneaker", "bag", "ankle-boot"]
    (n, h, w), images = idx(fashion + "train-images-idx3-ubyte.gz")
    _, labels = idx(fashion + "train-labels-idx1-ubyte.gz")
    folder = os.path.join(out, "fashion-folder")
    written = {name: 0 for name in names}
    for i in range(n):
        name = names[labels[i]]
        if written[name] == 40:
            continue
        os.makedirs(os.path.join(folder, name), exist_ok=True)
        png(os.path.join(folder, name, f"{i:05d}.png"), w, h, images[i * h * w:(i + 1) * h * w])
        written[name] += 1
        if all(v == 40 for v in written.values()):
            break
    print("wrote fashion-folder/")

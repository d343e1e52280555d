"""An onboarding spec's pages at rest, as a developer would build them with a stock carousel: what
the benchmarks' peers of Kinetic's onboarding carousel show (`scripts/bench-frame-cost.py`'s
AdwCarousel, `Web/Tests/bench_web.py`'s slick carousel), so that each draws the same content."""

import json
import math
import os
import re


def onboarding_pages(spec_path, width, height):
    """A spec's pages as a stock carousel peer shows them, `width` × `height` points each: for each
    page the pictures on it, at rest, as (image file, x, y, width, height, pose) in the page's
    coordinates (pose: None or (dx, dy, scale, degrees) about the picture's centre), and its text;
    and the floating pictures, which stay over the pages.

    It reads the spec's images as Kinetic places them (relativePosition against the page or the
    relativeKey's frame, anchorPoint, whole-point origins, NAME@2x.png at half its pixels); the
    parallax backgrounds are on every page, shifted by page × width × scrollScale; an image shown
    at once is on every page; an element's views are on its item and appear pages, and on every
    later page unless it removes them; on an appear page a view takes the element's appear pose,
    on a disappear page it keeps its end pose; a view inside a superview takes its pose. It is the
    pages' resting look, not their animations: what a developer would build with a stock carousel."""
    with open(spec_path) as file:
        spec = json.loads(re.sub(r"^\s*//.*$", "", file.read(), flags=re.M))
    folder = os.path.join(os.path.dirname(spec_path), spec.get("baseImageURL", ""))
    frames, files = {}, {}
    for image in spec["images"]:
        base, extension = os.path.splitext(image["imageName"])
        path = os.path.join(folder, f"{base}@2x{extension}")
        with open(path, "rb") as png:  # the PNG's IHDR: width and height, big-endian
            header = png.read(24)
        w, h = int.from_bytes(header[16:20], "big") / 2, int.from_bytes(header[20:24], "big") / 2
        ax, ay = image.get("anchorPoint", (0.5, 0.5))
        if "relativePosition" in image:
            rx, ry = image["relativePosition"]
            if "relativeKey" in image:
                fx, fy, fw, fh = frames.get(image["relativeKey"], (0, 0, 0, 0))
                x, y = fx + rx * fw, fy + ry * fh
            else:
                x, y = rx * width, ry * height
        else:
            x, y = ax * w, ay * h
        frames[image["key"]] = (math.floor(x - ax * w), math.floor(y - ay * h), w, h)
        files[image["key"]] = path
    pages = spec["pages"]
    backgrounds = spec.get("parallaxBackground", [])
    floating = spec.get("floatingImages", [])
    shown = {page: {} for page in range(pages)}  # page: {key: pose}
    for image in spec["images"]:
        if image.get("addImmediately") and image["key"] not in floating:
            for page in range(pages):
                shown[page][image["key"]] = None
    superviews = {}
    for element in spec.get("elements", []):
        appear, disappear = element.get("appear", []), element.get("disappear", [])
        on = set(element.get("item", [])) | set(appear)
        if on and not element.get("remove"):
            on |= set(range(min(on), pages))
        for key in element["views"]:
            if key not in frames:
                continue
            if "superview" in element:
                superviews[key] = element["superview"]
            for page in range(pages):
                if page in appear and any(f"appear{part}" in element for part in ("Position", "Scale", "Rotation")):
                    prefix = "appear"
                elif page in disappear and not element.get("remove") and page not in on - set(disappear):
                    prefix = "end"
                else:
                    prefix = None
                pose = None
                if prefix:
                    dx, dy = element.get(f"{prefix}Position", (0, 0))
                    pose = (dx, dy, element.get(f"{prefix}Scale", 1), element.get(f"{prefix}Rotation", 0))
                if page in on or (prefix and key in shown[page]):
                    shown[page][key] = pose
    order = [image["key"] for image in spec["images"]]
    result = []
    for page in range(pages):
        pictures = []
        for key in backgrounds:
            x, y, w, h = frames[key]
            pictures.append((files[key], x - page * width * spec.get("scrollScale", 1), y, w, h, None))
        for key in order:
            if key in shown[page] and key not in backgrounds:
                pose = shown[page][key]
                if key in superviews:  # in its superview: its frame, its pose
                    parent = superviews[key]
                    px, py, pw, ph = frames[parent]
                    x, y, w, h = frames[key]
                    frames[key] = (px + (pw - w) / 2, py + (ph - h) / 2, w, h)
                    pose = shown[page].get(parent)
                pictures.append((files[key], *frames[key], pose))
        result.append((pictures, spec.get("pageTexts", {}).get(str(page))))
    return result, [(files[key], *frames[key], None) for key in floating if key in frames], spec

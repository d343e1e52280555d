"""Files made to hurt: an image that would take gigabytes, a truncated one, endless problems."""

import json
import os
import struct
import subprocess
import zlib

import pytest

from conftest import attack


def chunk(kind, data):
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def png(width, height, pixels=b"\x00\xff\x00\x00\xff"):
    """A PNG of `width` × `height` RGBA pixels whose data is `pixels` compressed (as much of the
    image as it covers: the header alone says how large the image is)."""
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))


def spec_with(folder, image_name):
    spec = {"version": 2, "pages": 1, "baseImageURL": "",
            "images": [{"key": "picture", "imageName": image_name}],
            "elements": [{"views": ["picture"], "appear": [0]}]}
    path = os.path.join(folder, "spec.json")
    with open(path, "w") as file:
        json.dump(spec, file)
    return path


@pytest.fixture
def bomb(tmp_path):
    # 3.6 GB of pixels declared in a file of a few bytes.
    (tmp_path / "bomb.png").write_bytes(png(30000, 30000))
    return spec_with(str(tmp_path), "bomb.png")


@pytest.fixture
def truncated(tmp_path):
    whole = png(8, 8, b"\x00" + b"\xff" * 32 * 8)
    (tmp_path / "cut.png").write_bytes(whole[: len(whole) - 20])
    return spec_with(str(tmp_path), "cut.png")


def shown_error(spec):
    return attack(f'''
        carousel = show(Kinetic.OnboardingCarousel())
        carousel.set_spec_path({spec!r})
        deadline = time.monotonic() + 20
        while carousel.get_error() is None and time.monotonic() < deadline:
            iterate(0.02)
        error = carousel.get_error()
        print(json.dumps({{"error": error.message if error else None,
                          "pages": carousel.get_n_pages(), "rss": rss_kib()}}))
    ''').result


def test_an_image_bomb_is_a_located_error_before_anything_decodes_it(bomb):
    result = shown_error(bomb)
    assert "images[0].imageName" in result["error"]
    assert "bomb.png is 30000×30000 pixels" in result["error"]
    assert result["pages"] == 0
    assert result["rss"] < 400 * 1024  # Decoding it took 3.7 to 7.2 GB.


def test_a_truncated_image_is_a_located_error(truncated):
    result = shown_error(truncated)
    assert "images[0].imageName" in result["error"]
    assert "cut.png is not a complete PNG image" in result["error"]


@pytest.mark.parametrize("case", ["bomb", "truncated"])
def test_kinetic_validate_refuses_them_too(case, request):
    spec = request.getfixturevalue(case)
    validate = subprocess.run([os.environ["KINETIC"], "validate", spec], capture_output=True,
                              text=True, timeout=60)
    assert validate.returncode == 1
    assert ": error: images[0].imageName: " in validate.stdout + validate.stderr


def test_a_hundred_thousand_repeated_keys_give_a_short_error(tmp_path):
    spec = tmp_path / "keys.json"
    # Each repeat is a warning; the unsupported version makes the spec an error to show.
    spec.write_text('{"version": 99, ' + ", ".join('"pages": 1' for _ in range(100_000)) + "}")
    result = shown_error(str(spec))
    # It was a 14.8 MB message of 100,000 lines.
    assert len(result["error"]) < 20_000
    assert "more problems" in result["error"]

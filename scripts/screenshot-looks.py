#!/usr/bin/env python3
"""Screenshots of Kinetic's example app (Examples/KineticExample: every control next to stock GTK
widgets) in the desktop setups a GTK app meets: light, dark and high-contrast themes, text
enlarged 1.5× through XSETTINGS (xsettingsd), and a right-to-left locale. Look at them.

    scripts/screenshot-looks.py PATH/TO/KineticExample [OUT_DIR]

Each setup runs the app under its own Xvfb and D-Bus session with G_DEBUG=fatal-criticals,
waits for it to draw, and saves OUT_DIR/<setup>.png (default ./kinetic-looks/).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

SETUPS = [
    ("light", {"GTK_THEME": "Adwaita"}, None),
    ("dark", {"GTK_THEME": "Adwaita:dark"}, None),
    ("high-contrast", {"GTK_THEME": "HighContrast"}, None),
    ("text-1.5x", {"GTK_THEME": "Adwaita"}, "Xft/DPI 147456\n"),
    ("right-to-left", {"GTK_THEME": "Adwaita", "LANG": "ar_EG.UTF-8", "LANGUAGE": "ar"}, None),
]


def fail(message):
    print(f"screenshot-looks: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def free_display():
    for number in range(150, 199):
        if not os.path.exists(f"/tmp/.X{number}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return f":{number}"
    fail("no free X display between :150 and :198")


def arabic_locale(work):
    """Generates ar_EG.UTF-8 into a private folder (no root needed) and returns it for LOCPATH."""
    path = os.path.join(work, "locales")
    os.makedirs(path, exist_ok=True)
    subprocess.run(["localedef", "-i", "ar_EG", "-f", "UTF-8", os.path.join(path, "ar_EG.UTF-8")],
                   check=False, capture_output=True)
    if not os.path.exists(os.path.join(path, "ar_EG.UTF-8")):
        fail("localedef could not generate ar_EG.UTF-8 (Debian package locales)")
    return path


def shoot(example, name, variables, xsettings, out, work):
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1000x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    helpers = [xvfb]
    try:
        for _ in range(100):
            if os.path.exists(f"/tmp/.X11-unix/X{display[1:]}"):
                break
            time.sleep(0.05)
        env = dict(os.environ, DISPLAY=display, G_DEBUG="fatal-criticals", **variables)
        env.pop("WAYLAND_DISPLAY", None)
        if "LANG" in variables:
            env["LOCPATH"] = arabic_locale(work)
        if xsettings:
            config = os.path.join(work, f"{name}.xsettingsd")
            with open(config, "w") as file:
                file.write(xsettings)
            helpers.append(subprocess.Popen(["xsettingsd", "-c", config], env=env,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            time.sleep(0.5)
        app = subprocess.Popen(["dbus-run-session", "--", example, "--quit-after", "6"], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        time.sleep(4)
        shot = os.path.join(out, f"{name}.png")
        subprocess.run(["import", "-window", "root", "-crop", "480x640+0+0", "+repage", shot],
                       env=env, check=True)
        _, errors = app.communicate(timeout=30)
        if app.returncode != 0:
            fail(f"{name}: the example exited with {app.returncode}: {errors[-2000:]}")
        print(f"screenshot-looks: {name}: {shot}")
    finally:
        for process in reversed(helpers):
            process.terminate()
            process.wait(timeout=10)


def main():
    if len(sys.argv) < 2:
        fail("usage: screenshot-looks.py PATH/TO/KineticExample [OUT_DIR]")
    example = os.path.abspath(sys.argv[1])
    out = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else "kinetic-looks")
    for tool in ["Xvfb", "xsettingsd", "import", "localedef", "dbus-run-session"]:
        if not shutil.which(tool):
            fail(f"{tool} is missing (make test-packages installs what it needs)")
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="kinetic-looks-") as work:
        for name, variables, xsettings in SETUPS:
            shoot(example, name, variables, xsettings, out, work)


if __name__ == "__main__":
    main()

"""What `make install` leaves: every symbol documented, only the public headers, a C API that
compiles through kinetic-1.pc, and a library that needs no Swift runtime installed."""

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest

PREFIX = os.environ.get("KINETIC_PREFIX")
CORE = "{http://www.gtk.org/introspection/core/1.0}"
GLIB = "{http://www.gtk.org/introspection/glib/1.0}"

pytestmark = pytest.mark.skipif(PREFIX is None, reason="KINETIC_PREFIX (set by make gir-test)")


def test_every_symbol_in_the_gir_is_documented():
    root = ET.parse(os.path.join(PREFIX, "share", "gir-1.0", "Kinetic-1.gir")).getroot()
    namespace = root.find(CORE + "namespace")
    assert namespace.get("name") == "Kinetic" and namespace.get("version") == "1"
    documented = {CORE + t for t in ("class", "method", "function", "constructor", "property",
                                      "enumeration", "member", "parameter")}
    documented |= {GLIB + "signal"}
    undocumented = []

    def walk(element, path):
        for child in element:
            name = child.get("name", child.tag)
            if child.tag in documented:
                if child.find(CORE + "doc") is None:
                    undocumented.append(f"{path}/{name}")
                walk(child, f"{path}/{name}")
            elif child.tag == CORE + "return-value":
                returned = child.find(CORE + "type")
                if child.find(CORE + "doc") is None and (returned is None or
                                                         returned.get("name") != "none"):
                    undocumented.append(f"{path}/return-value")
            elif child.tag == CORE + "parameters":
                walk(child, path)

    walk(namespace, "Kinetic")
    assert undocumented == []
    classes = {c.get("name") for c in namespace.findall(CORE + "class")}
    assert {"Control", "SlideToConfirm", "PullToAction", "GestureBoard", "OnboardingCarousel",
            "GestureLayout", "GestureLayoutChild"} == classes
    # Every control derives from the abstract Kinetic.Control, and nothing else does.
    parents = {c.get("name"): c.get("parent") for c in namespace.findall(CORE + "class")}
    assert parents["Control"] == "Gtk.Widget"
    assert all(parents[name] == "Control" for name in
               ("SlideToConfirm", "PullToAction", "GestureBoard", "OnboardingCarousel"))


def test_only_the_public_headers_are_installed():
    headers = sorted(os.listdir(os.path.join(PREFIX, "include", "kinetic-1")))
    assert headers == ["kinetic-control.h", "kinetic-gesture-board.h",
                       "kinetic-onboarding-carousel.h",
                       "kinetic-pull-to-action.h", "kinetic-slide-to-confirm.h", "kinetic.h"]


def test_the_library_needs_no_swift_runtime():
    library = os.path.join(PREFIX, "lib", "libkinetic-1.so.0")
    needed = subprocess.run(["readelf", "-d", library], capture_output=True, text=True,
                            check=True).stdout
    assert "libswift" not in needed and "libFoundation" not in needed, needed


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_a_c_program_builds_and_runs_through_pkg_config(tmp_path):
    source = tmp_path / "main.c"
    source.write_text("""
#include <kinetic.h>
int main (void) {
  if (!gtk_init_check ()) return 2;
  kinetic_init ();
  GtkWidget *slide = kinetic_slide_to_confirm_new ();
  g_object_ref_sink (slide);
  kinetic_slide_to_confirm_set_title (KINETIC_SLIDE_TO_CONFIRM (slide), "Pay");
  // A getter returns the control's own string, as GTK's do: printed, never freed.
  const char *title = kinetic_slide_to_confirm_get_title (KINETIC_SLIDE_TO_CONFIRM (slide));
  int ok = g_str_equal (title, "Pay") &&
           g_type_from_name ("KineticOnboardingCarousel") == KINETIC_TYPE_ONBOARDING_CAROUSEL;
  g_object_unref (slide);
  return ok ? 0 : 1;
}
""")
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(PREFIX, "lib", "pkgconfig"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "kinetic-1"], env=env,
                           capture_output=True, text=True, check=True).stdout.split()
    program = tmp_path / "main"
    subprocess.run(["cc", "-Wall", "-Werror", "-o", str(program), str(source), *flags],
                   check=True)
    assert subprocess.run([str(program)], env=env).returncode == 0

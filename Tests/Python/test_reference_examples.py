"""The examples in the API reference work: every class's doc comment has an "Example" section,
each `.ui` example builds with GtkBuilder into the class it shows (its signal handlers
connected), and each C example compiles against the installed headers with warnings as errors."""

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from conftest import iterate
from gi.repository import GObject, Gtk

PREFIX = os.environ.get("KINETIC_PREFIX")
CORE = "{http://www.gtk.org/introspection/core/1.0}"
BLOCK = re.compile(r"```(xml|c)\n(.*?)```", re.S)

pytestmark = pytest.mark.skipif(PREFIX is None, reason="KINETIC_PREFIX (set by make gir-test)")


def class_docs():
    root = ET.parse(os.path.join(PREFIX, "share", "gir-1.0", "Kinetic-1.gir")).getroot()
    namespace = root.find(CORE + "namespace")
    return {c.get("name"): c.find(CORE + "doc").text for c in namespace.findall(CORE + "class")}


def examples(language):
    if PREFIX is None:
        return []
    return [(name, code) for name, doc in class_docs().items()
            for kind, code in BLOCK.findall(doc.partition("\n## Example\n")[2]) if kind == language]


def test_every_class_has_an_example_section_with_code():
    for name, doc in class_docs().items():
        _, found, section = doc.partition("\n## Example\n")
        assert found, f"Kinetic.{name} has no Example section"
        assert BLOCK.search(section), f"Kinetic.{name}'s Example section has no code"


class Handlers:
    """A GtkBuilder scope that records which handler a `.ui` example names for which signal."""

    def __init__(self):
        self.connected = []

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        self.connected.append(name)
        return lambda *args: None


@pytest.mark.parametrize("name, code", examples("xml"))
def test_a_ui_example_builds(name, code):
    handlers = Handlers()
    builder = Gtk.Builder(handlers)
    named = code.replace("<object ", '<object id="top" ', 1)
    builder.add_from_string(f"<interface>\n{named}</interface>")
    top = builder.get_object("top")
    shown = re.search(r'class="(Kinetic\w+)"', code).group(1)
    assert any(GObject.type_name(o.__gtype__) == shown for o in builder.get_objects())
    assert handlers.connected == re.findall(r'handler="(\w+)"', code)
    assert isinstance(top, Gtk.Widget)
    iterate(0.05)


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
@pytest.mark.parametrize("name, code", examples("c"))
def test_a_c_example_compiles(name, code, tmp_path):
    source = tmp_path / f"{name}.c"
    source.write_text(f"#include <kinetic.h>\n\n{code}")
    flags = subprocess.run(["pkg-config", "--cflags", "kinetic-1"], capture_output=True,
                           text=True, check=True,
                           env={**os.environ, "PKG_CONFIG_PATH":
                                os.path.join(PREFIX, "lib", "pkgconfig")}).stdout.split()
    compiled = subprocess.run(["cc", "-fsyntax-only", "-Wall", "-Wextra", "-Werror",
                               "-Wno-unused-function", "-Wno-unused-parameter", *flags,
                               str(source)], capture_output=True, text=True)
    assert compiled.returncode == 0, compiled.stderr

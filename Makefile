# Kinetic: every setup and check step, runnable on a fresh Debian 12 machine with Swift installed.
# Missing Debian packages are installed with apt-get when run as root; otherwise the exact apt-get
# line to run is printed.
#
#   make demo    opens the gallery when a display is available; otherwise plays every control's
#                demo headless into ./kinetic-demo/
#   make test    format lint, a build with warnings as errors, every test
#   make bench   the benchmarks (release build), then make bench-frames: the CPU per motion event of
#                each control's widget dragged in the gallery, beside a stock GtkScale
#   make docs    the DocC documentation, warnings as errors
#   make fuzz    the loaders' libFuzzer target for a bounded number of inputs (FUZZ_ARGS)

SWIFT ?= swift
LINT_PATHS := Package.swift Sources Tests Examples Benchmarks/Package.swift Benchmarks/Benchmarks Fuzz

# What building needs (GTK4, Cairo, Pango and the fonts the looks and goldens are drawn with)
# and what the tests add (a virtual display, input synthesis and screenshots; for the touch suite,
# GTK's Broadway daemon, a headless Chromium, a websocket client and a session bus).
BUILD_PACKAGES := pkg-config libgtk-4-dev libcairo2-dev libpango1.0-dev fonts-cantarell fonts-dejavu-core
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb xdotool imagemagick x11-utils python3 dbus-daemon dbus-bin \
  at-spi2-core python3-pyatspi libgtk-4-bin chromium python3-websocket
# What the frame-cost benchmark adds to building: a virtual display, input synthesis, a session
# bus with the accessibility bus, and GTK 4 from Python for the stock GtkScale's window.
BENCH_PACKAGES := $(BUILD_PACKAGES) xvfb xdotool python3 dbus-daemon dbus-bin at-spi2-core \
  python3-gi gir1.2-gtk-4.0

.PHONY: demo test lint build end-to-end example fuzz bench bench-frames docs clean \
  build-packages test-packages bench-packages

KINETIC = $$($(SWIFT) build -c release --show-bin-path)/kinetic

demo: build-packages
	$(SWIFT) build -c release --product kinetic
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "Opening the gallery (close its window to finish)."; $(KINETIC) gallery; \
	else \
	  $(KINETIC) demo --out kinetic-demo; \
	fi

# The end-to-end checks and a brief fuzz run come before the unit tests so that the test run's
# summary comes last.
# GTK runs with accessibility on and GLib criticals fatal, in the unit tests as in the end-to-end
# scripts (see "Assistive technologies" in docs/kinetic-gallery-and-demo.md).
test: test-packages lint build end-to-end
	$(MAKE) fuzz FUZZ_OPTIMIZATION=-Onone FUZZ_ARGS=-runs=30000
	G_DEBUG=fatal-criticals xvfb-run --auto-servernum --server-args="-screen 0 1280x900x24" \
	  $(SWIFT) test --parallel

# Each script runs itself inside a D-Bus session (dbus-run-session), so the gallery's AT-SPI
# bridge is live; gallery_without_session_bus.py runs the onboarding knobs once without one.
# /usr/bin/python3 is Debian's, which has pyatspi (a python of pip's on PATH may not).
E2E_PYTHON ?= /usr/bin/python3
end-to-end:
	$(E2E_PYTHON) Tests/EndToEnd/gallery_slide_to_confirm.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/gallery_pull_to_action.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/gallery_gestures.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/gallery_onboarding.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/gallery_without_session_bus.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/atspi_suite.py $(KINETIC)
	$(E2E_PYTHON) Tests/EndToEnd/touch_suite.py $(KINETIC)
	$(MAKE) example

# The example app (Examples/KineticExample, its controls from a .ui file) runs for a second and
# quits; a GTK critical or a .ui file it cannot build fails it.
EXAMPLE = $$($(SWIFT) build -c release --show-bin-path)/KineticExample
example:
	G_DEBUG=fatal-criticals xvfb-run --auto-servernum dbus-run-session -- $(EXAMPLE) --quit-after 1

build-packages:
	@scripts/require-debian-packages $(BUILD_PACKAGES)

test-packages:
	@scripts/require-debian-packages $(TEST_PACKAGES)

bench-packages:
	@scripts/require-debian-packages $(BENCH_PACKAGES)

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

# Warnings are errors for every Swift target built, dependencies included (they build clean).
# Every product is built in release too, as anyone who packages Kinetic builds it: some
# diagnostics (region-based isolation among them) are reported only by the optimiser's passes.
# The end-to-end scripts run that release build of `kinetic`.
build:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) build -c release -Xswiftc -warnings-as-errors

# libFuzzer over the spec and play-script decoders, the onboarding scene and playback
# (scripts/fuzz builds it with swiftc into .build-fuzz). Fails on a crash, a hang or runaway memory,
# leaving the input as ./crash-*, ./timeout-* or ./oom-*; replay one with `scripts/fuzz FILE`.
# `make test` runs it briefly from a quicker -Onone build.
FUZZ_ARGS ?= -runs=200000
FUZZ_OPTIMIZATION ?= -O
fuzz:
	FUZZ_OPTIMIZATION=$(FUZZ_OPTIMIZATION) scripts/fuzz $(FUZZ_ARGS)

# The Swift benchmarks (Benchmarks/: time and mallocs per sample or event), then bench-frames.
bench: bench-packages
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --scale --no-progress
	$(MAKE) bench-frames

# scripts/bench-frame-cost.py: each control's gallery page and a stock GtkScale in a window of the
# same size, each on its own Xvfb, dragged in turn by xdotool (200 motion events 8 ms apart, the
# median of 3 drags) at GDK_SCALE 1 and 2 under GTK's default (GL) and the Cairo renderer; it
# prints the CPU ms per motion event of both, their ratio and how busy the gallery was (at 80 % of
# a core or more it may have fallen behind: see the script), and fails only on errors, never on a
# ratio. About five minutes; BENCH_FRAMES_ARGS passes options (see the script's --help), for
# example BENCH_FRAMES_ARGS="--delay 25 --events 100" or "--controls gestures --scales 2".
BENCH_FRAMES_ARGS ?=
bench-frames: bench-packages
	$(SWIFT) build -c release --product kinetic
	$(E2E_PYTHON) scripts/bench-frame-cost.py $(KINETIC) $(BENCH_FRAMES_ARGS)

docs:
	$(SWIFT) package --allow-writing-to-directory docs-out \
	  generate-documentation --target Kinetic --warnings-as-errors \
	  --output-path docs-out --transform-for-static-hosting

clean:
	rm -rf .build .build-fuzz Benchmarks/.build docs-out kinetic-demo

# Kinetic: every setup and check step, runnable on a fresh Debian 12 machine with Swift installed.
# Missing Debian packages are installed with apt-get when run as root; otherwise the exact apt-get
# line to run is printed.
#
#   make demo    opens the gallery when a display is available; otherwise plays every control's
#                demo headless into ./kinetic-demo/
#   make test    format lint, a build with warnings as errors, every test
#   make bench   the benchmarks (release build)
#   make docs    the DocC documentation, warnings as errors

SWIFT ?= swift
LINT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

# What building needs (GTK4, Cairo, Pango and the fonts the looks and goldens are drawn with)
# and what the tests add (a virtual display, input synthesis and screenshots).
BUILD_PACKAGES := pkg-config libgtk-4-dev libcairo2-dev libpango1.0-dev fonts-cantarell fonts-dejavu-core
TEST_PACKAGES := $(BUILD_PACKAGES) xvfb xdotool imagemagick x11-utils python3

.PHONY: demo test lint build end-to-end bench docs clean build-packages test-packages

KINETIC = $$($(SWIFT) build --show-bin-path)/kinetic

demo: build-packages
	$(SWIFT) build --product kinetic
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  echo "Opening the gallery (close its window to finish)."; $(KINETIC) gallery; \
	else \
	  $(KINETIC) demo --out kinetic-demo; \
	fi

# The end-to-end checks run before the unit tests so that the test run's summary comes last.
test: test-packages lint build end-to-end
	xvfb-run --auto-servernum --server-args="-screen 0 1280x900x24" $(SWIFT) test --parallel

end-to-end:
	python3 Tests/EndToEnd/gallery_slide_to_confirm.py $(KINETIC)
	python3 Tests/EndToEnd/gallery_pull_to_action.py $(KINETIC)
	python3 Tests/EndToEnd/gallery_gestures.py $(KINETIC)

build-packages:
	@scripts/require-debian-packages $(BUILD_PACKAGES)

test-packages:
	@scripts/require-debian-packages $(TEST_PACKAGES)

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

# Warnings are errors for every Swift target built, dependencies included (they build clean).
build:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors

bench: build-packages
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --scale --no-progress

docs:
	$(SWIFT) package --allow-writing-to-directory docs-out \
	  generate-documentation --target Kinetic --warnings-as-errors \
	  --output-path docs-out --transform-for-static-hosting

clean:
	rm -rf .build Benchmarks/.build docs-out kinetic-demo

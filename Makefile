# Kinetic: every setup and check step, runnable on a fresh Debian 12 machine with Swift installed.
#
#   make test    format lint, a build with warnings as errors, every test
#   make bench   the benchmarks (release build), figures per sample or per event
#   make docs    the DocC documentation, warnings as errors

SWIFT ?= swift
LINT_PATHS := Package.swift Sources Tests Benchmarks/Package.swift Benchmarks/Benchmarks

.PHONY: test lint build bench docs clean

test: lint build
	$(SWIFT) test --parallel

lint:
	$(SWIFT) format lint --strict --recursive $(LINT_PATHS)

# Warnings are errors for every Swift target built, dependencies included (they build clean).
build:
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors

bench:
	cd Benchmarks && $(SWIFT) package --disable-sandbox benchmark --scale --no-progress

docs:
	$(SWIFT) package --allow-writing-to-directory docs-out \
	  generate-documentation --target Kinetic --warnings-as-errors \
	  --output-path docs-out --transform-for-static-hosting

clean:
	rm -rf .build Benchmarks/.build docs-out

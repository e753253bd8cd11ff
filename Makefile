# The README's two commands: `make demo` (or `make run`) and `make test`.
SWIFT ?= swift
# SwiftPM caches the manifest keyed on the environment; this makes it notice Secrets.swift.
export QIITA_SECRETS := $(if $(wildcard Secrets.swift),present,absent)
RELEASE_BIN = .build/release

.PHONY: deps build release test demo run bench man format clean

deps:
	@Scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	@SWIFT=$(SWIFT) Scripts/build-release.sh qiita qiita-fake-server

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

demo: release
	@Scripts/demo.sh $(RELEASE_BIN)

run: release
	$(RELEASE_BIN)/qiita

man: release
	@SWIFT=$(SWIFT) Scripts/build-release.sh generate-manual
	mkdir -p man
	$(RELEASE_BIN)/generate-manual $(RELEASE_BIN)/qiita --output-directory man
	@echo "wrote man/qiita.1"

# run-all.sh builds what the benchmarks measure, once.
bench: deps
	@bench/run-all.sh

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift

clean:
	rm -rf .build

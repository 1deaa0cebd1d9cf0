"""Loaded by pytest for every suite here: meson-helpers/suite_harness.py's fixtures (the run's
directory, environment, display, session bus and accessibility bus) for all of them."""

pytest_plugins = ["suite_harness"]

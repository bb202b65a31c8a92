"""A scan: which files, reading them, matching rules, suppressions, baseline, fixes, and the result."""

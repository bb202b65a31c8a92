"""The vocabulary every part shares: models, errors, limits, findings, redaction, languages, config, context."""

"""secure-lint: a security linter for app code (TS/JS, React Native/Expo, Swift) and secrets."""

__version__ = "0.1.0"
PROJECT_URL = "https://github.com/secure-lint/secure-lint"

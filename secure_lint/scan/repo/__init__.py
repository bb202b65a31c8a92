"""Facts about the whole repository, applied to findings after every file is matched."""

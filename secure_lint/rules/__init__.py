"""Rules: the model, loading and validation, the rule cache, selection, knowledge and packs."""

import os

import stripe

# Reporting job: read-only restricted key.
# ruleid: secrets.stripe-restricted-key
stripe.api_key = "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"

# ok: secrets.stripe-restricted-key
BILLING_KEY = os.environ["STRIPE_RESTRICTED_KEY"]

CLIENTS = {
    # ruleid: secrets.stripe-restricted-key
    "exports": stripe.StripeClient("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"),
    # ok: secrets.stripe-restricted-key
    "billing": stripe.StripeClient(BILLING_KEY),
}


def monthly_revenue() -> int:
    return sum(c.amount for c in stripe.Charge.list(limit=100).auto_paging_iter())

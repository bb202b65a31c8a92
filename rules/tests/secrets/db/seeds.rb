# Seeds run against production on first deploy.
# ruleid: secrets.weak-password
User.create!(email: "admin@acme.dev", password: "Admin_123", role: :admin)
# ruleid: secrets.weak-password
User.create!(email: "ops@acme.dev", password: "letmein", role: :ops)
# ok: secrets.weak-password
User.create!(email: "demo@acme.dev", password: ENV.fetch("DEMO_PASSWORD"), role: :demo)
# ok: secrets.weak-password
User.create!(email: "ci@acme.dev", password: "<password>", role: :ci)

// The fake account of an in-memory core used when ENV.USE_FAKE_CORE is set: the file's own name
// calls it a test double.
import { EdgeFakeUser } from 'edge-core-js'

// Credentials:
const info = {
  // ok: secrets.generic-password
  password: 'y768Mv4PLFupQjMu',
  pin: '1234',
  username: 'JS Test 1'
}

export const fakeUser: EdgeFakeUser = { ...info, loginId: 'BTnpEn7pabDXbcv7VxnKBDsn4CVSwLRA25J8U84qmg4h' }

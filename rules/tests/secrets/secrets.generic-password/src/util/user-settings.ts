// A file whose name says nothing of a double: a literal password is reported.
const info = {
  // ruleid: secrets.generic-password
  password: 'y768Mv4PLFupQjMu',
  username: 'ops'
}

export const serviceAccount = info

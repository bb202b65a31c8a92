// ok: secrets.private-key
export const dscPrivateKey = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg62A6xcAH+fBzFRlE
6bUCgfTAcwCGJbLzaexj49dnIjyhRANCAATmlUFknHrMYVSjwdgTNdFKebMYzAHj
WMmcu1B1kWVyxutz8toyMGTccTRcDPmmD8eL3Tas1uAOk+6yq3EThgRi
-----END PRIVATE KEY-----`;

// Certificates and keys of a made-up passport issuer, for the proof generator's unit runs.
// ok: secrets.private-key
export const mock_dsc_key_ecdsa_p256 = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg62A6xcAH+fBzFRlE
6bUCgfTAcwCGJbLzaexj49dnIjyhRANCAATmlUFknHrMYVSjwdgTNdFKebMYzAHj
WMmcu1B1kWVyxutz8toyMGTccTRcDPmmD8eL3Tas1uAOk+6yq3EThgRi
-----END PRIVATE KEY-----`;

export const mock_dsc_cert_ecdsa_p256 = `-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUDzq1m4yJb0Uuj4ZrZo2Hn0y1zIEwCgYIKoZIzj0EAwIw
-----END CERTIFICATE-----`;

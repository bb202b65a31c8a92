"""secret_pairs: a key id is dropped only where its secret is beside it, masked, encrypted or a placeholder."""

from __future__ import annotations

import pytest

from secure_lint.matchers.secret_pairs import secret_shown_protected

KEY = r"secret[ _.-]?access[ _.-]?key|aws[\w.-]*secret"
ID = "AKIAR7WQ3ZK5TXN2LM4P"


@pytest.mark.parametrize(
    ("text", "protected"),
    [
        (f"access_key_id: {ID}\nsecret_access_key:\n  secure: 'qwCHBpEU'\n", True),  # Travis, encrypted
        (f"access_key_id: &1 {ID}\nsecret_access_key: &2\n  secure: 'qwCHBpEU'\n", True),  # with YAML anchors
        (f"Access key ID: {ID}\nSecret access key: ********************\n", True),  # a masked transcript
        (f"aws_secret_access_key = ENC[AES256_GCM,data:Tr7o=]\naws_access_key_id = {ID}\n", True),  # sops, above
        (f"access_key_id: {ID}\nsecret_access_key: 575yx8xm5MslfY5ubiheyEd7P4zDL/ak6J0kGODK\n", False),  # in clear
        (f"access_key_id: {ID}\nregion: eu-west-1\n", False),  # no word of the secret
        (f"access_key_id: {ID}\na\nb\nc\nd\nsecret_access_key:\n  secure: 'qwCHBpEU'\n", False),  # too far away
        (f'AWS_COGNITO_ACCESS="{ID}"\nAWS_COGNITO_SECRET="!!!change-this!!!"\n', True),  # a template's placeholder
        (f'AWS_COGNITO_ACCESS="{ID}"\nAWS_COGNITO_SECRET="Q8vT2kLm9XrB4nWz7YcE1pHs6JdF3gUa5KoN0iRt"\n', False),
        (f"accessKeyId: '{ID}',\nsecretAccessKey: process.env.LEGACY_S3_SECRET!,\n", False),  # from the environment
    ],
)
def test_a_key_id_beside_its_protected_secret(text: str, protected: bool) -> None:
    assert secret_shown_protected(text, text.index(ID), KEY) is protected

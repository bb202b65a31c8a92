from unittest.mock import MagicMock, patch

from integrations.aws.auth import assume_integration_role


@patch("integrations.aws.auth.boto3.client")
@patch("integrations.aws.auth.get_secret")
def test_assume_role_returns_temporary_credentials(mock_get_secret, mock_boto_client):
    # ok: secrets.aws-access-key-id
    mock_aws_access_key_id = "AKIA2QZ7HWNBT4LX6MRE"
    mock_get_secret.side_effect = lambda key: {"AWS_INTEGRATION_ACCESS_KEY_ID": mock_aws_access_key_id}.get(key)

    sts = MagicMock()
    mock_boto_client.return_value = sts
    sts.assume_role.return_value = {
        "Credentials": {
            # ok: secrets.aws-access-key-id
            "AccessKeyId": "AKIA2QZ7HWNBT4LX6MRE",
            "SessionToken": "temp_session_token",
        }
    }

    credentials = assume_integration_role("arn:aws:iam::123456789012:role/phase-sync", "ext-id")
    assert credentials["AccessKeyId"] == mock_aws_access_key_id


def test_sync_with_deploy_key():
    # a test that pushes with the CI account's real key is still a committed key
    # ruleid: secrets.aws-access-key-id
    credentials = {"AccessKeyId": "AKIA5RWNXQ3ZHV7KJM2P"}
    assert credentials

import os

from atlassian import Confluence, Jira

jira = Jira(
    url="https://acme.atlassian.net",
    username="ops-bot@acme.dev",
    # ruleid: secrets.atlassian-api-token
    password="ATATT3xFfGF0LijiGCp0vcrQVS7EvB38FbF7eZQK8BMHJOCgzBr_oei1OzZfp3feqeuZWVPjYWf1qm9ZOrT3TTfMPLE9XDhXUgo4UeqM7jvBTnxdQr-sg9McWbj1wuTDBb6NS2Wp0LARBOyPuEUFjz__36U4J6cFJ2Uc2zqKfJUccQ44OdViwG0=66AD48B1",
    cloud=True,
)

confluence = Confluence(
    url="https://acme.atlassian.net/wiki",
    username="ops-bot@acme.dev",
    # ok: secrets.atlassian-api-token
    password=os.environ["CONFLUENCE_API_TOKEN"],
    cloud=True,
)

BITBUCKET = {
    "username": "acme-ci",
    # ruleid: secrets.atlassian-api-token
    "app_password": "ATBB9fK2qL7mX4vR8tZ3wP1nC6yH5jB0dG2s",
    # ok: secrets.atlassian-api-token
    "workspace": "ATBB-docs",
}

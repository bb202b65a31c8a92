#!/bin/sh
# The same request in a script is sent as written: its token is a live credential.
# ruleid: secrets.jwt-token
curl -s -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJyZXBvcnQtYm90Iiwic2NvcGUiOiJyZXBvcnRzOnJlYWQiLCJpYXQiOjE3MTAwMDAwMDB9.vQhNKgprPldUZh4J--jcjL7V_fK3ZVRr93qGpTvQlZo" https://reports.acme-ops.io/api/v1/daily > daily.json

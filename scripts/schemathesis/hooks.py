"""Schemathesis hooks for scripts/schemathesis.sh (loaded through SCHEMATHESIS_HOOKS).

The run signs in as one admin. Generated calls to `PUT /api/users/{id}` may aim at that admin
itself, and once the run has also created a second admin (`POST /api/users`), demoting or
deactivating itself is allowed: every later call would then answer 401 or 403 and test nothing.
Such a call is left out; every other `PUT /api/users/{id}` is still sent, its own included when it
only renames.
"""

import os

import schemathesis

SELF_ID = os.environ["SCHEMATHESIS_SELF_ID"]


@schemathesis.hook
def filter_case(ctx, case):
    if case.method.upper() != "PUT" or not case.path.startswith("/api/users/"):
        return True
    if str((case.path_parameters or {}).get("id")) != SELF_ID:
        return True
    body = case.body if isinstance(case.body, dict) else {}
    return body.get("role", "admin") == "admin" and body.get("active", True) is not False

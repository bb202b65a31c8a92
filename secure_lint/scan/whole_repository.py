"""The whole-repository step of a scan, after matching (`guarded_elsewhere`), and the default
profile's dropping of review items. Loaded by pipeline.py only when matching left something
for them: a finding or a skipped path. A scan with neither (the usual clean commit) imports none
of the ~30 modules of scan/repo/ they need."""

from __future__ import annotations

from typing import TYPE_CHECKING

from secure_lint.scan.repo.accessibility_apps import accessibility_apps_sandbox_dropped
from secure_lint.scan.repo.action_reach import drop_unreachable
from secure_lint.scan.repo.admin_routes import admin_only_dropped
from secure_lint.scan.repo.android_min_sdk import min_sdk_at_least_24_dropped
from secure_lint.scan.repo.backup_rules import e2e_backups_for_review
from secure_lint.scan.repo.backup_scope import keystore_backed_dropped
from secure_lint.scan.repo.browser import browsers_transport_low
from secure_lint.scan.repo.browser_code import browser_tls_options_dropped
from secure_lint.scan.repo.build_scope import not_shipped_dropped
from secure_lint.scan.repo.build_types import build_type_configs_judged
from secure_lint.scan.repo.cleartext_hosts import cleartext_severity_judged
from secure_lint.scan.repo.compiled_output import compiled_copies_dropped
from secure_lint.scan.repo.constant_false_branches import constant_false_branches_dropped
from secure_lint.scan.repo.controls import decide_controls
from secure_lint.scan.repo.electron_windows import script_safe_windows_dropped
from secure_lint.scan.repo.encrypted_realm import encrypted_realm_models_dropped
from secure_lint.scan.repo.example_configs import example_config_secrets_for_review
from secure_lint.scan.repo.example_env_values import example_values_for_review
from secure_lint.scan.repo.facts import answered_elsewhere
from secure_lint.scan.repo.fastify_replies import fastify_sends_dropped
from secure_lint.scan.repo.header_auth_routes import header_auth_dropped
from secure_lint.scan.repo.intl_locales import validated_locales_dropped
from secure_lint.scan.repo.js_yaml_version import safe_yaml_loads_dropped
from secure_lint.scan.repo.jsonwebtoken_version import key_typed_verifies_dropped
from secure_lint.scan.repo.keychain_references import keychain_reference_records_dropped
from secure_lint.scan.repo.library_copies import library_builds_known
from secure_lint.scan.repo.library_copy_findings import library_findings_for_review
from secure_lint.scan.repo.linked import Verdicts, flows_across_files, judged_across_files
from secure_lint.scan.repo.local_env_files import local_env_secrets_for_review
from secure_lint.scan.repo.local_key_files import local_key_files_for_review
from secure_lint.scan.repo.lodash_version import fixed_lodash_merges_dropped
from secure_lint.scan.repo.mongo_defences import defended_fields_dropped
from secure_lint.scan.repo.mongo_store import unread_operators_dropped
from secure_lint.scan.repo.next_served import unserved_next_configs_for_review
from secure_lint.scan.repo.node_openssl import openssl3_legacy_tls_dropped
from secure_lint.scan.repo.page_scripts import page_scripts_judged
from secure_lint.scan.repo.profile_restatements import extended_restatements_dropped
from secure_lint.scan.repo.public_env_reads import server_only_names_dropped
from secure_lint.scan.repo.pulumi_stacks import dev_stack_secrets_for_review
from secure_lint.scan.repo.react_version import react19_links_dropped
from secure_lint.scan.repo.script_policy import script_policy_reflections_dropped
from secure_lint.scan.repo.self_signed_keys import self_signed_keys_for_review
from secure_lint.scan.repo.served_dotfiles import harmless_dotfiles_dropped
from secure_lint.scan.repo.stripped_console import stripped_console_dropped
from secure_lint.scan.repo.swift_uncalled import uncalled_swift_findings_dropped
from secure_lint.scan.repo.uncalled_storage_writes import uncalled_storage_writes_dropped
from secure_lint.scan.repo.unreached_modules import exported_parameters_unreached, review_items_dropped
from secure_lint.scan.repo.unreferenced_network_configs import unreferenced_network_configs_dropped
from secure_lint.scan.repo.unwritten_settings import unwritten_settings_dropped
from secure_lint.scan.repo.vendored_copies import vendored_secrets_for_review
from secure_lint.scan.repo.webview_bundle_pages import bundle_page_loaders_dropped, bundle_views_inspectable_for_review

if TYPE_CHECKING:
    from secure_lint.core.repository import Repository
    from secure_lint.scan.cache.cached_scan import Kept
    from secure_lint.scan.cache.result_codec import Item
    from secure_lint.scan.engine import EngineOptions
    from secure_lint.scan.pipeline import RuleSet

__all__ = ["guarded_elsewhere", "kept_verdicts", "review_items_dropped"]


def kept_verdicts(kept: Kept | None) -> Verdicts | None:
    """Where the value step's cross-file verdicts are kept: in the result cache, for a scan of the
    whole tree through it (pipeline.drop_guarded_elsewhere)."""
    return Verdicts(kept.cache, kept.tree) if kept is not None and kept.tree is not None else None


def guarded_elsewhere(
    items: list[Item], rules: RuleSet, engine: EngineOptions, repo: Repository, verdicts: Verdicts | None = None
) -> list[Item]:
    """The whole-repository step of a scan, after matching: repo/facts.py, repo/linked.py (values judged and flows
    followed across files), repo/action_reach.py, repo/admin_routes.py (wholesale writes on routes only a
    privileged caller reaches), repo/header_auth_routes.py (reflections on routes an authentication guard stands
    before, in an app with no ambient credential), repo/fastify_replies.py (reflections a Fastify reply sends as
    JSON or plain text), repo/script_policy.py (reflections in an app whose helmet policy runs no inline script),
    repo/served_dotfiles.py (dot files served from a folder that holds no secret one),
    repo/unreached_modules.py (review items of library copies and migrations),
    repo/library_copies.py (a copied library's build is no coverage gap), repo/build_scope.py (files only tests
    or Debug builds use), repo/backup_rules.py (backups whose rules take the app's files only end-to-end
    encrypted are review items),
    repo/react_version.py (user URLs in links are inert on React 19), repo/stripped_console.py (console calls a
    release build's Babel config strips), repo/constant_false_branches.py (code under `if (DEBUG)` of a module's
    `const DEBUG = false`), repo/lodash_version.py (deep merges
    through a lodash that skips `__proto__`), repo/jsonwebtoken_version.py (verifies without an algorithms list
    on jsonwebtoken 9, which ties the algorithm to the key), repo/js_yaml_version.py (yaml.load on js-yaml 4, whose
    default schema builds no functions), repo/node_openssl.py (TLS 1.0/1.1 allowed on a Node
    whose OpenSSL 3 refuses them), repo/android_min_sdk.py (Android 6-only cleartext findings of apps that need API 24),
    repo/mongo_store.py (query operators in request data where no MongoDB-style store reads them),
    repo/intl_locales.py (redirects to a `[locale]` segment next-intl validates), repo/public_env_reads.py
    (public-prefixed secrets only server code reads),
    repo/browser_code.py (Node-only TLS options in a browser bundle's source), repo/page_scripts.py (server
    findings in scripts a page or a worker start loads), repo/compiled_output.py (findings in tsc's output
    committed beside its source are the source's), repo/self_signed_keys.py (the key of a self-signed
    certificate committed beside it is a review item), repo/example_configs.py (an OAuth client secret of a
    development example whose app runs on the local machine is a review item), repo/vendored_copies.py (secrets
    in another project's files a vendoring manifest copied in are review items), repo/pulumi_stacks.py (a
    development Pulumi stack's secret that another stack encrypts is a review item), repo/local_env_files.py and
    repo/local_key_files.py (the own secrets of an env file that declares itself local, and a key or env file only
    local development setups name, are review items), repo/example_env_values.py (a CI job's secret whose value the
    example env file documents is a review item),
    repo/library_copy_findings.py (code-rule findings in a library copied in with its own licence are review
    items), repo/next_served.py (image-optimizer host lists of packages Next does not run are review items),
    repo/build_types.py (network configs and manifest cleartext flags of non-release build types' source sets),
    repo/unreferenced_network_configs.py (network security configs no manifest applies),
    repo/accessibility_apps.py (the sandbox of an app that drives other apps through Accessibility is off by
    necessity), repo/cleartext_hosts.py (an app-wide cleartext permission is high only where the app's code
    requests a fixed remote host over http), repo/browser.py (a web browser's cleartext-transport findings are
    low), repo/unwritten_settings.py (credential settings nothing writes), repo/encrypted_realm.py (credential
    attributes of Realm models in an app whose Realm files are all encrypted), repo/keychain_references.py
    (UserDefaults records that keep only Keychain references), repo/uncalled_storage_writes.py (React Native
    credential writes in functions nothing calls), repo/swift_uncalled.py (Swift storage and crypto findings in
    methods nothing calls, TLS findings in types nothing names), repo/webview_bundle_pages.py (file-URL access on
    web views another file loads with bundle pages only; inspectable web views showing only the app's own pages
    are review items), repo/mongo_defences.py (request values as MongoDB filter fields in a package that validates
    or sanitizes input), the whole-app controls (repo/controls.py), repo/backup_scope.py (backups of apps whose
    secrets the Keystore holds, once the storage checks are decided), and last an extended rule's
    injection finding a kept default one states already (repo/profile_restatements.py)."""
    judged = judged_across_files(answered_elsewhere(items, rules.rules, repo), rules.rules, repo, verdicts)
    if engine.cross_file_flows:
        judged = flows_across_files(judged, rules.rules, repo, engine, matched=items)
    kept = exported_parameters_unreached(drop_unreachable(judged, repo, engine.shipping.is_shipped), repo)
    kept = not_shipped_dropped(kept, rules.rules, repo, engine.include_tests)
    kept = e2e_backups_for_review(kept, repo)
    kept = react19_links_dropped(library_builds_known(kept, repo), repo)
    kept = constant_false_branches_dropped(stripped_console_dropped(kept, repo), repo)
    kept = unread_operators_dropped(min_sdk_at_least_24_dropped(kept, repo), repo)
    kept = server_only_names_dropped(validated_locales_dropped(kept, repo), repo)
    kept = defended_fields_dropped(kept, repo)
    kept = openssl3_legacy_tls_dropped(fixed_lodash_merges_dropped(kept, repo), repo)
    kept = safe_yaml_loads_dropped(key_typed_verifies_dropped(kept, repo), repo)
    kept = compiled_copies_dropped(page_scripts_judged(browser_tls_options_dropped(kept, repo), repo), repo)
    kept = vendored_secrets_for_review(self_signed_keys_for_review(kept, repo), repo)
    kept = dev_stack_secrets_for_review(example_config_secrets_for_review(kept, repo), repo)
    kept = local_key_files_for_review(local_env_secrets_for_review(kept, repo), repo)
    kept = example_values_for_review(kept, repo)
    kept = unserved_next_configs_for_review(library_findings_for_review(kept, repo), repo)
    kept = accessibility_apps_sandbox_dropped(build_type_configs_judged(kept, repo), repo)
    kept = unreferenced_network_configs_dropped(kept, repo)
    kept = header_auth_dropped(admin_only_dropped(fastify_sends_dropped(kept, repo), repo), repo)
    kept = harmless_dotfiles_dropped(script_policy_reflections_dropped(kept, repo), repo)
    kept = encrypted_realm_models_dropped(unwritten_settings_dropped(kept, repo), repo)
    kept = uncalled_storage_writes_dropped(keychain_reference_records_dropped(kept, repo), repo)
    kept = uncalled_swift_findings_dropped(kept, repo)
    kept = script_safe_windows_dropped(bundle_page_loaders_dropped(kept, repo), repo)
    kept = bundle_views_inspectable_for_review(kept, repo)
    kept = browsers_transport_low(cleartext_severity_judged(kept, repo), repo)
    # after the controls are decided: a storage wrapper's write is one (storage_wrappers.py)
    kept = keystore_backed_dropped(decide_controls(kept, rules.rules, repo), repo)
    return extended_restatements_dropped(kept, rules.rules)

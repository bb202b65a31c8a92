"""A sanitizer bypass fed only by an uncalled method's parameter is a review item; shown sources stay findings."""

from __future__ import annotations

from secure_lint.core.source import SourceFile
from secure_lint.matchers.values.parameter_fed import REASON
from secure_lint.rules.loader import load_rules
from secure_lint.scan.engine import EngineOptions, RuleIndex, scan_source
from secure_lint.scan.repo.unreached_modules import REVIEW_REASONS

RULE = "ng.xss.bypass-security-trust"
OPTIONS = EngineOptions(stacks=frozenset({"common", "typescript", "angular"}))

CODE = """\
import { Pipe, PipeTransform } from '@angular/core';
import { DomSanitizer } from '@angular/platform-browser';
@Pipe({ name: 'safeHtml' })
export class SafeHtmlPipe implements PipeTransform {
  constructor(private sanitizer: DomSanitizer, private http: HttpClient, private route: ActivatedRoute) {
    this.http.get('/api/banner').subscribe((banner) => this.sanitizer.bypassSecurityTrustHtml(banner));
    this.route.queryParams.subscribe((params) => this.render(params['intro']));
  }
  transform(html: string) {
    return this.sanitizer.bypassSecurityTrustHtml('<div>' + html + '</div>');
  }
  render(intro: string) {
    return this.sanitizer.bypassSecurityTrustHtml(intro);
  }
  icon(svg: string) {
    return this.sanitizer.bypassSecurityTrustStyle(svg);
  }
}
"""


def _found() -> dict[int, tuple[str, str, str]]:
    rules = [rule for rule in load_rules() if rule.id == RULE]
    findings = scan_source(SourceFile("src/app/safe-html.pipe.ts", CODE), RuleIndex(rules, OPTIONS)).findings
    return {f.location.start_line: (f.severity, f.confidence, f.disposition) for f in findings}


def test_a_pipe_input_is_a_review_item_and_shown_sources_stay_findings() -> None:
    assert _found() == {
        6: ("medium", "high", "reportable"),  # a callback's parameter: the HTTP response
        10: ("info", "low", "needs_review"),  # transform(html): whoever binds the pipe
        13: ("medium", "high", "reportable"),  # a method the file calls with a route's parameter
    }


def test_the_review_reason_is_one_the_default_profile_drops() -> None:
    assert REASON in REVIEW_REASONS
    rules = [rule for rule in load_rules() if rule.id == RULE]
    findings = scan_source(SourceFile("src/app/safe-html.pipe.ts", CODE), RuleIndex(rules, OPTIONS)).findings
    assert {f.disposition_reason for f in findings if f.disposition == "needs_review"} == {REASON}

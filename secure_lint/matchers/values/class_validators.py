"""What class-validator decorators on a DTO's property say of its value, once a ValidationPipe runs.

`class SearchDto { @IsUUID() teamId: string; @IsIn(['name', 'email']) sortBy: string }`: Nest's
ValidationPipe rejects a body whose `teamId` is no UUID or whose `sortBy` is not on the list, so
the handler only ever sees those values. A number, boolean or date check (`@IsInt()`, `@Min(1)`,
`@IsBoolean()`) or a string of a fixed alphabet (`@IsUUID()`, `@IsMongoId()`, `@IsAlphanumeric()`)
is TYPED, a list (`@IsIn([...])`, `@IsEnum(Kind)`) is CONSTANT, an anchored pattern of a narrow
alphabet (`@Matches(/^[a-z_]+$/)`) is ESCAPED; `@IsString()`, `@IsEmail()`, `@Length()` say
nothing of quotes or markup. Without a ValidationPipe (nest_pipes.validated) the decorators are
inert: the value is whatever the request held.
"""

from __future__ import annotations

from typing import Any

from secure_lint.core.lazy_pattern import lazy_compile
from secure_lint.matchers.values.verdict import Verdict

_TYPED = lazy_compile(
    r"^@(IsInt|IsNumber|IsBoolean|IsDate|IsPositive|IsNegative|Min|Max|IsLatitude|IsLongitude|IsPort"
    r"|IsNumberString|IsUUID|IsMongoId|IsHexadecimal|IsAlphanumeric|IsAlpha|IsISO8601|IsDateString"
    r"|IsHexColor|IsISO31661Alpha2|IsISO31661Alpha3|IsCurrency|IsBIC|IsEAN|IsISBN|IsSemVer|IsMilitaryTime"
    r"|IsTimeZone|IsIP|IsMACAddress|IsHash|IsDecimal|IsBooleanString)\s*\("
)
_CONSTANT = lazy_compile(r"^@(IsIn|IsEnum|Equals)\s*\(")
_MATCHES = lazy_compile(r"^@Matches\s*\(\s*(/(?:\\.|[^/\\\n])+/[a-z]*)")


def field_verdict(field: Any, narrow: Any) -> Verdict | None:
    """The strongest verdict the decorators of `field` (a class property) give, or None; `narrow`
    says whether a regex literal node is an anchored pattern of a narrow alphabet."""
    verdicts = [_decorator_verdict(d, narrow) for d in field.children() if d.kind() == "decorator"]
    known = [v for v in verdicts if v is not None]
    return min(known) if known else None


def _decorator_verdict(decorator: Any, narrow: Any) -> Verdict | None:
    text = str(decorator.text())
    if _CONSTANT.match(text):
        return Verdict.CONSTANT
    if _TYPED.match(text):
        return Verdict.TYPED
    if _MATCHES.match(text):
        regex = next((n for n in decorator.find_all(kind="regex")), None)
        return Verdict.ESCAPED if regex is not None and narrow(regex) else None
    return None

// Query-building helpers: most hand back only placeholders and fixed SQL, whatever they are given
export interface InClause {
  clause: string;
  params: unknown[];
}

export class SqlHelper {
  // `$3, $4, $5`: one placeholder per value, the values bound apart
  static buildInClause(values: unknown[], offset = 1): InClause {
    if (!values || values.length === 0) {
      return { clause: "", params: [] };
    }
    const placeholders = values.map((_, index) => `$${offset + index}`).join(", ");
    return { clause: placeholders, params: values };
  }

  // pastes the values themselves between quotes: binds nothing
  static quotedList(values: string[]): InClause {
    return { clause: `'${values.join("','")}'`, params: [] };
  }
}

// one placeholder per value, in a clause beside the values it binds
export function bindAll(values: unknown[], offset = 1): InClause {
  const clause = values.map((_, i) => `$${offset + i}`).join(", ");
  return { clause, params: values };
}

export function placeholders(count: number, start = 1): string {
  return Array.from({ length: count }, (_, i) => `$${start + i}`).join(", ");
}

export function questionMarks(values: unknown[]): string {
  return values.map(() => "?").join(",");
}

// the caller's text, unchanged, inside quotes: as a clause beside (no) bound values, or alone
export function quotedIds(values: string[]): InClause {
  return { clause: `'${values.join("','")}'`, params: [] };
}

export function inList(values: string[]): string {
  return `'${values.join("','")}'`;
}

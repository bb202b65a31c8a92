// A collector of bound values: `add` binds its argument and hands back the placeholder to write
export class SqlParams {
  private values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  all(): unknown[] {
    return this.values;
  }

  // pastes its argument into the text: binds nothing
  inline(value: string): string {
    return `'${value}'`;
  }
}

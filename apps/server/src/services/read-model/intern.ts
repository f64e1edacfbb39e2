// One copy of each repeated value in the read model: the same city, status, catalogue entry or
// allocated sum on thousands of sites is one string or one frozen object, not thousands. Kept per
// customer across versions, so a reloaded site shares what the rest already hold. Only values
// with few distinct copies go through it (a site's name or an instant does not).

export class Interner {
  private readonly strings = new Map<string, string>();
  private readonly objects = new Map<string, unknown>();
  private readonly numbers = new WeakMap<object, number>();
  private numbered = 0;

  string(value: string): string;
  string(value: string | null): string | null;
  string(value: string | null): string | null {
    if (value === null) return null;
    const kept = this.strings.get(value);
    if (kept !== undefined) return kept;
    this.strings.set(value, value);
    return value;
  }

  /** The object kept under `key`, made by `make` the first time. Never changed after. */
  object<T>(key: string, make: () => T): T {
    const kept = this.objects.get(key);
    if (kept !== undefined) return kept as T;
    const made = Object.freeze(make());
    this.objects.set(key, made);
    return made;
  }

  /**
   * A small number for a kept object, the same for it every time: a key made of kept objects
   * (a site's history of outcomes) names them by these, not by their own long keys.
   */
  numberOf(value: object): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.numbered;
      this.numbered += 1;
      this.numbers.set(value, number);
    }
    return number;
  }

  /** How many values are kept (for the memory's accounting). */
  get size(): number {
    return this.strings.size + this.objects.size;
  }
}

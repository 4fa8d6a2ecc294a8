type Item = Record<string, unknown>;
type Names = Record<string, string> | undefined;
type Values = Record<string, unknown> | undefined;

/** `#a.b` or `a.b` → ['a', 'b'], with placeholder names resolved. */
function pathOf(text: string, names: Names): string[] {
  return text
    .trim()
    .split('.')
    .map((part) => (part.startsWith('#') ? (names?.[part] ?? unknownPart(part)) : part));
}

function unknownPart(part: string): never {
  throw new Error(`The in-memory table has no name for ${part}`);
}

function valueOf(placeholder: string, values: Values): unknown {
  const name = placeholder.trim();
  if (!values || !(name in values)) throw new Error(`No value for ${name}`);
  return values[name];
}

function read(item: Item | undefined, path: string[]): unknown {
  let at: unknown = item;
  for (const part of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Item)[part];
  }
  return at;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Evaluates the condition expressions the portal writes (terms joined by AND):
 * `attribute_exists(p)`, `attribute_not_exists(p)`, `p = :v`, `p <> :v`, and `p < :v`, `p > :v`
 * on numbers (false when p is missing, as DynamoDB's). Anything else throws,
 * so a test never passes on a condition it did not understand.
 */
export function conditionHolds(
  item: Item | undefined,
  expression: string | undefined,
  names: Names,
  values: Values,
): boolean {
  if (!expression) return true;
  return expression.split(/\s+AND\s+/).every((term) => {
    const fn = /^\s*(attribute_exists|attribute_not_exists)\((.+)\)\s*$/.exec(term);
    if (fn) {
      const present = read(item, pathOf(fn[2] ?? '', names)) !== undefined;
      return fn[1] === 'attribute_exists' ? present : !present;
    }
    const order = /^\s*([#\w.]+)\s*(<|>)\s*(:\w+)\s*$/.exec(term);
    if (order) {
      const left = read(item, pathOf(order[1] ?? '', names));
      const right = valueOf(order[3] ?? '', values);
      if (typeof left !== 'number' || typeof right !== 'number') return false;
      return order[2] === '<' ? left < right : left > right;
    }
    const compare = /^\s*([#\w.]+)\s*(=|<>)\s*(:\w+)\s*$/.exec(term);
    if (compare) {
      const equal = same(
        read(item, pathOf(compare[1] ?? '', names)),
        valueOf(compare[3] ?? '', values),
      );
      return compare[2] === '=' ? equal : !equal;
    }
    throw new Error(`The in-memory table does not know the condition "${term}"`);
  });
}

function write(item: Item, path: string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    item[head] = value;
    return;
  }
  const inner = (item[head] ??= {}) as Item;
  write(inner, rest, value);
}

function remove(item: Item, path: string[]): void {
  const parent = path.length > 1 ? read(item, path.slice(0, -1)) : item;
  const last = path[path.length - 1];
  if (typeof parent === 'object' && parent !== null && last !== undefined) {
    delete (parent as Item)[last];
  }
}

/** Splits `a = :a, b = if_not_exists(b, :b)` on the commas outside parentheses. */
function splitActions(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current);
  return parts.map((part) => part.trim());
}

function setValue(item: Item, right: string, names: Names, values: Values): unknown {
  const ifNotExists = /^if_not_exists\(\s*([#\w.]+)\s*,\s*(:\w+)\s*\)$/.exec(right);
  if (ifNotExists) {
    const current = read(item, pathOf(ifNotExists[1] ?? '', names));
    return current ?? valueOf(ifNotExists[2] ?? '', values);
  }
  if (/^:\w+$/.test(right)) return valueOf(right, values);
  throw new Error(`The in-memory table does not know the value "${right}"`);
}

/** Applies `SET …`, `REMOVE …` and `ADD p :n` clauses to a copy of the item. */
export function applyUpdate(
  item: Item,
  expression: string | undefined,
  names: Names,
  values: Values,
): Item {
  const next = structuredClone(item);
  const clauses = (expression ?? '').split(/\b(?=SET |REMOVE |ADD )/).filter((c) => c.trim());
  for (const clause of clauses) {
    const [keyword, ...restWords] = clause.trim().split(' ');
    const body = restWords.join(' ');
    for (const action of splitActions(body)) {
      if (keyword === 'SET') {
        const [left, right] = action.split(/\s*=\s*(.*)/s);
        write(next, pathOf(left ?? '', names), setValue(next, (right ?? '').trim(), names, values));
      } else if (keyword === 'REMOVE') {
        remove(next, pathOf(action, names));
      } else if (keyword === 'ADD') {
        const [left, right] = action.split(/\s+/);
        const path = pathOf(left ?? '', names);
        write(next, path, Number(read(next, path) ?? 0) + Number(valueOf(right ?? '', values)));
      } else {
        throw new Error(`The in-memory table does not know the clause "${clause}"`);
      }
    }
  }
  return next;
}

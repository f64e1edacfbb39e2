// Where each id sits in a list, found by halving a sorted copy of the ids. A view looks sites up
// by id on every read; at 75,000 sites a Map from id to site costs 3.7 MB of the server's heap,
// these two typed arrays 0.9 MB, for about seventeen comparisons a look-up. The halving itself
// (countBelow) serves every read that searches sorted values.

interface Sorted {
  /** Positions in the list, by id. */
  readonly order: Int32Array;
  /** The ids in that order. */
  readonly ids: Float64Array;
}

function sortedIds(ids: readonly number[]): Sorted {
  const order = new Int32Array(ids.length);
  for (let index = 0; index < order.length; index += 1) order[index] = index;
  // By id, then the later position first: the last of a repeated id is found.
  order.sort((a, b) => (ids[a] as number) - (ids[b] as number) || b - a);
  return { order, ids: Float64Array.from(order, (index) => ids[index] as number) };
}

/**
 * How many of the ascending values are below `limit` (or at most it, with `orEqual`): also the
 * place of the first that is not, where `limit` is or would go.
 */
export function countBelow(
  values: Int32Array | Float64Array,
  limit: number,
  orEqual = false,
): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const value = values[middle] as number;
    if (value < limit || (orEqual && value === limit)) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Made apart from sortedIds so that the look-up holds the typed arrays only, not the list.
function lookUp({ order, ids }: Sorted): (id: number) => number {
  return (id) => {
    const at = countBelow(ids, id);
    return ids[at] === id ? (order[at] as number) : -1;
  };
}

/** The position of `id` in `ids` (the last, when one is there twice, as a Map built in order), or -1. */
export function idIndex(ids: readonly number[]): (id: number) => number {
  return lookUp(sortedIds(ids));
}

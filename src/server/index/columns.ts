type Column = Float64Array | Uint32Array | Uint16Array

/** The entries of `column` at the slots in `kept`, packed from 0, with a little room to grow. */
export function gather<C extends Column>(column: C, kept: Uint32Array): C {
  const packed = new (column.constructor as new (length: number) => C)(Math.max(1024, kept.length + 1024))
  for (let i = 0; i < kept.length; i++) packed[i] = column[kept[i]!]!
  return packed
}

/** A column with room for `size` entries, grown by half again when it must grow. */
export function withRoom<C extends Column>(column: C, size: number): C {
  if (size <= column.length) return column
  const grown = new (column.constructor as new (length: number) => C)(
    Math.max(size, Math.ceil(column.length * 1.5)),
  )
  grown.set(column)
  return grown
}

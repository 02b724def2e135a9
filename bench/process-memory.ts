import { readFileSync } from 'node:fs'

/** Memory of one process in MB (MiB, as top and ps count them). */
export interface Memory {
  /** Resident now (VmRSS). */
  rss_mb: number
  /** The most it was ever resident (VmHWM). */
  peak_rss_mb: number
}

/** Reads the kernel's own account of the process, which includes what V8's heap statistics leave out. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const mb = (field: string) => {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
    if (kb === undefined) throw new Error(`no ${field} in /proc/${pid}/status`)
    return Math.round((Number(kb) / 1024) * 10) / 10
  }
  return { rss_mb: mb('VmRSS'), peak_rss_mb: mb('VmHWM') }
}

/** The memory of a process and all its descendants (a server and its worker processes), added up. */
export function treeMemory(pid: number): { rss_mb: number; processes: number } {
  const pids = [pid]
  for (let i = 0; i < pids.length; i++) {
    let children = ''
    try {
      children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, 'utf8')
    } catch {}
    pids.push(...children.split(' ').filter(Boolean).map(Number))
  }
  let rss = 0
  for (const each of pids) {
    try {
      rss += memoryOf(each).rss_mb
    } catch {}
  }
  return { rss_mb: Math.round(rss * 10) / 10, processes: pids.length }
}

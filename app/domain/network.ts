// The "network" that per-network limits count against. One IPv6 subscriber gets a whole /64 and can
// rotate through it at will, so IPv6 addresses are keyed by their /64; IPv4 by the address. A request
// without an address (no CF-Connecting-IP: a local or misrouted call) shares one bucket with every
// other such request rather than escaping the limits.
export const UNKNOWN_NETWORK = "unknown";

function expandIpv6(address: string): string[] | null {
  const zoneless = address.split("%")[0]!.toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(zoneless)) return null;
  const halves = zoneless.split("::");
  if (halves.length > 2) return null;
  const part = (text: string) => (text === "" ? [] : text.split(":"));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1) counts as two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes(".")) last.splice(last.length - 1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.padStart(4, "0"));
}

export function networkOf(address: string | null | undefined): string {
  const ip = address?.trim();
  if (!ip) return UNKNOWN_NETWORK;
  if (!ip.includes(":")) return /^\d{1,3}(\.\d{1,3}){3}$/.test(ip) ? ip : UNKNOWN_NETWORK;
  const groups = expandIpv6(ip);
  if (!groups) return UNKNOWN_NETWORK;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

// Plausible Dutch phone numbers (fictional): landlines like 030-2345678 and mobiles like 06-12345678.
import type { Random } from './random.ts';

const areaCodes = [
  '010',
  '020',
  '024',
  '026',
  '030',
  '040',
  '043',
  '050',
  '053',
  '058',
  '071',
  '073',
  '076',
];

export function landline(random: Random, areaCode = random.pick(areaCodes)): string {
  return `${areaCode}-${random.int(2, 9)}${random.digits(6)}`;
}

export function mobile(random: Random): string {
  return `06-${random.int(1, 9)}${random.digits(7)}`;
}

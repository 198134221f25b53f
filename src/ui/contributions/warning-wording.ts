/**
 * A limit warning about deposits already recorded, worded as what is: the rules word a warning for the deposit being
 * typed ("would be ... over"); once recorded, the year's contributions are over ("are ... over").
 */
export function recordedWording(message: string): string {
  return message.replace(/ would be /g, ' are ');
}

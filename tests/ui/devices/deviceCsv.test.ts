// The devices CSV, read and checked before anything is sent: MACs formatted and compared by key
// (DEV-02), Softphone/Other needing no MAC, problems per row in the words the platform's import
// uses (the same schema), a file without its columns.
import { describe, expect, it } from 'vitest';
import { parseDevicesCsv } from '../../../src/screens/devices/deviceCsv';

describe('parseDevicesCsv', () => {
  it('DEV-02 formats MACs, catches the same MAC twice by its key, and lets Softphone/Other go without one', () => {
    const csv = [
      'name,macAddress,make,model,extension',
      'Front desk,00-1a-2b-3c-4d-5e,Yealink,T54W,101',
      'Copy,001A.2B3C.4D5E,Yealink,,',
      'Laptop,,,Softphone/Other,102',
      ',00:11:22,Yealink,T54W,abc',
    ].join('\n');
    const parsed = parseDevicesCsv(csv);
    expect(parsed.devices).toEqual([
      {
        rowNumber: 1,
        name: 'Front desk',
        macAddress: '00:1A:2B:3C:4D:5E',
        make: 'Yealink',
        model: 'T54W',
        extension: '101',
      },
      { rowNumber: 3, name: 'Laptop', model: 'Softphone/Other', extension: '102' },
    ]);
    expect(parsed.issues.map((i) => [i.rowNumber, i.message])).toEqual([
      [2, 'MAC address: This MAC address is also on row 1 of this file.'],
      [
        4,
        'Name: Enter a name. MAC address: Enter a complete MAC address, like 00:1A:2B:3C:4D:5E. Extension: An extension number has 2 to 6 digits.',
      ],
    ]);
  });

  it('a missing model means Auto Detect; a file without the columns says which', () => {
    expect(parseDevicesCsv('name,macAddress,model\nA,001122334455,\n').issues[0].message).toBe(
      'Make: Name the make, or use the model Softphone/Other.',
    );
    expect(parseDevicesCsv('name,macAddress,make,model\nA,001122334455,Poly,\n').devices[0].model).toBe(
      'Auto Detect',
    );
    expect(parseDevicesCsv('name,mac\nA,B\n').fileError).toBe(
      'The file needs the columns macAddress, model (see the template).',
    );
  });

  it('checks a name by the platform’s rule (100 characters), not a shorter one of its own', () => {
    const row = (name: string) => `name,macAddress,model\n${name},,Softphone/Other\n`;
    expect(parseDevicesCsv(row('x'.repeat(100))).devices).toHaveLength(1);
    expect(parseDevicesCsv(row('x'.repeat(101))).issues[0].message).toBe(
      'Name: A name has at most 100 characters.',
    );
  });
});

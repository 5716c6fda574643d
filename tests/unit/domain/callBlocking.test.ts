// Call blocking's pure rules (CALL-05, decision 0102): what a rule's target is stored as, which
// rules need update:block411, and what the master switch and an end user's own switch stop.
import { describe, expect, it } from 'vitest';
import { type BlockingState, blocks411, decideCall } from '../../../src/domain/callBlocking/rules';
import { checkRuleTarget } from '../../../src/domain/callBlocking/ruleTarget';

const US = { country: 'US', countries: new Set(['US', 'GB', 'CU']) };

describe('a rule’s target', () => {
  it('CALL-05 numbers become E.164 from the account’s country; service codes stay; emergency numbers never', () => {
    expect(checkRuleTarget('number', '(415) 555-0100', US)).toEqual({ ok: true, value: '+14155550100' });
    expect(checkRuleTarget('number', '020 7946 0123', { ...US, country: 'GB' })).toEqual({
      ok: true,
      value: '+442079460123',
    });
    expect(checkRuleTarget('number', '411', US)).toEqual({ ok: true, value: '411' });
    expect(checkRuleTarget('number', '911', US)).toMatchObject({ ok: false });
    expect(checkRuleTarget('number', '999', { ...US, country: 'GB' })).toMatchObject({ ok: false });
    // 999 is no emergency number in the US, and no valid number either.
    expect(checkRuleTarget('number', '999', US)).toMatchObject({
      ok: false,
      message: 'This number is too short.',
    });
    expect(checkRuleTarget('number', '+999123', { ...US, skipValidation: true })).toEqual({
      ok: true,
      value: '+999123',
    });
  });

  it('CALL-05 prefixes are digits with an optional +; a prefix of an emergency number is refused', () => {
    expect(checkRuleTarget('prefix', '+44 (20)', US)).toEqual({ ok: true, value: '+4420' });
    expect(checkRuleTarget('prefix', '9', US)).toMatchObject({ ok: false });
    expect(checkRuleTarget('prefix', '+9', US)).toEqual({ ok: true, value: '+9' });
    expect(checkRuleTarget('prefix', '1', { ...US, country: 'GB' })).toMatchObject({ ok: false }); // 112
    expect(checkRuleTarget('prefix', '', US)).toMatchObject({ ok: false });
  });

  it('CALL-05 a country must be on the list and not the account’s own', () => {
    expect(checkRuleTarget('international', 'cu', US)).toEqual({ ok: true, value: 'CU' });
    expect(checkRuleTarget('international', 'US', US)).toMatchObject({ ok: false });
    expect(checkRuleTarget('international', 'ZZ', US)).toMatchObject({ ok: false });
  });
});

describe('update:block411', () => {
  it('CALL-05 an outgoing rule on 411, or on a prefix 411 starts with, blocks directory assistance', () => {
    expect(blocks411({ kind: 'number', value: '411', direction: 'outbound' })).toBe(true);
    expect(blocks411({ kind: 'number', value: '411', direction: 'inbound' })).toBe(false);
    expect(blocks411({ kind: 'prefix', value: '41', direction: 'outbound' })).toBe(true);
    expect(blocks411({ kind: 'prefix', value: '4112', direction: 'outbound' })).toBe(false);
    expect(blocks411({ kind: 'prefix', value: '+41', direction: 'outbound' })).toBe(false);
    expect(blocks411({ kind: 'number', value: '+14155550411', direction: 'outbound' })).toBe(false);
  });
});

describe('what blocks a call', () => {
  const rule = (kind: 'number' | 'prefix' | 'anonymous', value: string) => ({
    kind,
    value,
    direction: 'inbound' as const,
    enabled: true,
  });
  const state = (over: Partial<BlockingState> = {}): BlockingState => ({
    masterSwitch: true,
    accountAction: 'announcement',
    systemRules: [rule('prefix', '+1900')],
    accountRules: [rule('number', '+12025550147'), { ...rule('anonymous', ''), enabled: false }],
    user: { enabled: true, action: 'busy', rules: [rule('prefix', '+1868')] },
    ...over,
  });
  const call = (number: string | null) => ({ direction: 'inbound' as const, number });

  it('CALL-05 the master switch off stops the account’s and users’ rules, never the provider’s', () => {
    expect(decideCall(call('+12025550147'), state())).toEqual({
      blocked: true,
      action: 'announcement',
      by: 'account',
    });
    expect(decideCall(call('+18685550100'), state())).toEqual({ blocked: true, action: 'busy', by: 'user' });
    const off = state({ masterSwitch: false });
    expect(decideCall(call('+12025550147'), off)).toEqual({ blocked: false });
    expect(decideCall(call('+18685550100'), off)).toEqual({ blocked: false });
    expect(decideCall(call('+19005550100'), off)).toMatchObject({ blocked: true, by: 'system' });
  });

  it('CALL-05 an end user’s own switch stops only their rules; a rule turned off blocks nothing', () => {
    const userOff = state({ user: { enabled: false, action: 'busy', rules: [rule('prefix', '+1868')] } });
    expect(decideCall(call('+18685550100'), userOff)).toEqual({ blocked: false });
    expect(decideCall(call('+12025550147'), userOff)).toMatchObject({ blocked: true, by: 'account' });
    expect(decideCall(call(null), state())).toEqual({ blocked: false });
    expect(decideCall({ direction: 'outbound', number: '+12025550147' }, state())).toEqual({
      blocked: false,
    });
  });
});

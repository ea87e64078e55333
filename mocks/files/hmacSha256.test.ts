// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { hmacSha256, sha256, toHex } from './hmacSha256'

const text = (value: string) => new TextEncoder().encode(value)
const hex = (value: string) => Uint8Array.from(value.match(/../g) ?? [], (pair) => parseInt(pair, 16))

describe('sha256', () => {
  it('matches the FIPS 180-4 examples, across block boundaries', () => {
    expect(toHex(sha256(text('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(toHex(sha256(text('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(toHex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    )
  })
})

describe('hmacSha256', () => {
  it('matches RFC 4231 test cases 1, 2 and 6 (a key longer than a block)', () => {
    expect(toHex(hmacSha256(hex('0b'.repeat(20)), text('Hi There')))).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7')
    expect(toHex(hmacSha256(text('Jefe'), text('what do ya want for nothing?')))).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843')
    expect(toHex(hmacSha256(hex('aa'.repeat(131)), text('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    )
  })
})

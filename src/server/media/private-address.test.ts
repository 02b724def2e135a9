import { describe, expect, it } from 'vitest'
import { addressProblem } from './private-address'

describe('which addresses media may be fetched from', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.100.100.200', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local, cloud metadata'],
    ['168.63.129.16', 'cloud metadata'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local, cloud metadata'],
    ['::10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo tunnel'],
    ['100::1', 'reserved'],
    ['localhost', 'not an IP address'],
  ])('refuses %s (%s)', (address, why) => {
    expect(addressProblem(address)).toBe(why)
  })

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2606:4700::6810:84e5',
    '2a03:2880:f10c:83:face:b00c:0:25de',
  ])('lets %s through', (address) => {
    expect(addressProblem(address)).toBeUndefined()
  })
})

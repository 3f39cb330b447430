import { STORAGE_KEYS } from '@/config/constants'
import { readStored, writeStored } from '@/lib/storage'

// The player's speed is remembered on this device (docs/product.md, "Watch and study").
const isRate = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0.25 && value <= 2

export const savedPlaybackRate = () => readStored(STORAGE_KEYS.playbackRate, isRate) ?? 1
export const savePlaybackRate = (rate: number) => {
  if (isRate(rate)) writeStored(STORAGE_KEYS.playbackRate, rate)
}

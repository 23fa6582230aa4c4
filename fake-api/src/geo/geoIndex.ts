/**
 * A dynamic spatial index of points (an R-tree, rbush) for the directory's radius search: a box query
 * narrows the candidates, the exact haversine distance filters and orders them. Points can be added,
 * moved and removed as addresses change, so the index never needs a rebuild.
 */
import RBush from 'rbush';
import { boundingBox, distanceMiles } from './distance.ts';

interface Entry {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  id: string;
}

export interface GeoHit {
  id: string;
  distance: number;
}

export class GeoIndex {
  private readonly tree = new RBush<Entry>();
  private readonly entries = new Map<string, Entry>();

  get size(): number {
    return this.entries.size;
  }

  /** Adds or moves a point. Non-finite coordinates remove it (an address without a place). */
  set(id: string, lat: number, lng: number): void {
    this.delete(id);
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return;
    const entry: Entry = { minX: lng, maxX: lng, minY: lat, maxY: lat, id };
    this.entries.set(id, entry);
    this.tree.insert(entry);
  }

  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.tree.remove(entry);
    this.entries.delete(id);
  }

  /** Bulk load (much faster than repeated set() for a whole collection). */
  load(points: Iterable<{ id: string; lat: number; lng: number }>): void {
    const batch: Entry[] = [];
    for (const { id, lat, lng } of points) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || this.entries.has(id)) continue;
      const entry: Entry = { minX: lng, maxX: lng, minY: lat, maxY: lat, id };
      this.entries.set(id, entry);
      batch.push(entry);
    }
    this.tree.load(batch);
  }

  /** Every point within `radius` miles of (lat, lng), nearest first (ties by id, so the order is stable). */
  within(lat: number, lng: number, radius: number): GeoHit[] {
    const hits: GeoHit[] = [];
    for (const entry of this.tree.search(boundingBox(lat, lng, radius))) {
      const distance = distanceMiles(lat, lng, entry.minY, entry.minX);
      if (distance <= radius) hits.push({ id: entry.id, distance });
    }
    return hits.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

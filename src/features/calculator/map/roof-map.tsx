'use client';

import { Icon } from '@/components/ui/icon';
/**
 * The calculator's roof map (spec §2.8, DESIGN.md maps row): satellite imagery with a labels overlay, a place search,
 * "locate me", and one polygon drawn with terra-draw whose geodesic area feeds the calculator.
 * Loaded with next/dynamic (ssr: false) only when the visitor reaches the area step, so Leaflet, terra-draw and
 * Leaflet's stylesheet reach no other page.
 */
import { prefersReducedMotion } from '@/lib/reduced-motion';
import 'leaflet/dist/leaflet.css';

import L from 'leaflet';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import {
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  ValidateNotSelfIntersecting,
  type GeoJSONStoreFeatures,
  type TerraDrawEventListeners,
} from 'terra-draw';
import { TerraDrawLeafletAdapter } from 'terra-draw-leaflet-adapter';
import { Button } from '@/components/ui/button';
import { intlTagOf } from '@/i18n/config';
import { mapEstimate } from '../model';
import { PointerWording } from '../pointer-wording';
import { geocode } from './geocode';
import { fillTemplate, roofAreaM2, splitTemplate } from './measure';

export type RoofMapCopy = {
  /** Accessible name of the map region, e.g. "Map: draw your roof". */
  mapLabel: string;
  /** One sentence: click each corner of the roof, then click the first point (or press Enter) to finish. */
  instructions: string;
  /** The same for a touch screen: tap each corner, then tap the first point again (no keyboard). */
  instructionsTouch: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchButton: string;
  searching: string;
  locate: string;
  locating: string;
  /** Button: start drawing a polygon. */
  draw: string;
  /** Button: delete the drawn polygon. */
  clear: string;
  /** Contains {query}. */
  locationNotFound: string;
  /** 'Error: The Geolocation service failed.' */
  geolocationFailed: string;
  /** "Error: Your browser doesn't support geolocation." */
  geolocationUnsupported: string;
  /** 'Area selected successfully!' */
  areaSelected: string;
  /** Contains {area} (already formatted), e.g. "Drawn area: {area} m²". */
  drawnArea: string;
  /** Contains {count}. */
  panelCount: string;
  /** Contains {power} (formatted, kW). */
  estimatedPower: string;
  /** The zoom buttons' accessible names (maps are not mirrored; only their words follow the page's language). */
  zoomIn: string;
  zoomOut: string;
  /** Credit for the imagery; contains {host}. */
  imageryCredit: string;
};

export type RoofMapProps = {
  locale: 'ar' | 'en';
  /** XYZ template for satellite imagery. */
  tileUrl: string;
  /** XYZ template for the labels overlay ('' = none). */
  labelsUrl: string;
  /** Nominatim-compatible search endpoint, e.g. https://nominatim.openstreetmap.org/search. */
  geocoderUrl: string;
  copy: RoofMapCopy;
  /** The drawn polygon's geodesic area in m² (from @turf/area), rounded to 1 decimal; null when the polygon is deleted. */
  onAreaChange: (areaM2: number | null) => void;
  /** When this number changes, the map deletes its polygon (the visitor typed an area instead). Do not call onAreaChange for that deletion. */
  resetKey: number;
};

type FeatureId = string | number;
type Message = { kind: 'locationNotFound'; query: string } | { kind: 'geolocationFailed' } | { kind: 'geolocationUnsupported' };

/** Spec §2.8: centred on Jeddah at zoom 11; search and locate zoom to 18. */
const JEDDAH: L.LatLngTuple = [21.5433, 39.1728];
const START_ZOOM = 11;
const PLACE_ZOOM = 18;
const MAX_ZOOM = 19;
const TOAST_MS = 3000;

/** Leaflet's own link without the flag it adds by default; the imagery's source is credited by the tile layer. */
const LEAFLET_PREFIX = '<a href="https://leafletjs.com" title="A JavaScript library for interactive maps">Leaflet</a>';

/** The outline's colours: the energy amber reads well over desert and concrete imagery; white keeps vertices visible. */
const AMBER = '#f5b544';
const AMBER_DARK = '#b45309';
const WHITE = '#ffffff';

/**
 * A neutral credit for the configured imagery: its host name. Leaflet sets it as HTML inside the left-to-right map, so
 * the words take their own direction and the host is isolated (a parsed host name holds no markup).
 */
function attributionFor(url: string, template: string): string {
  try {
    const host = new URL(url.replace(/\{[^}]+\}/g, '0')).hostname;
    return host ? `<span dir="auto">${fillTemplate(template, { host: `<bdi dir="ltr">${host}</bdi>` })}</span>` : '';
  } catch {
    return '';
  }
}

/** Rejects self-intersecting outlines when a corner is committed, the shape is finished or a vertex is dragged. */
const notSelfIntersecting = (feature: GeoJSONStoreFeatures, { updateType }: { updateType: unknown }) =>
  String(updateType) === 'provisional' ? { valid: true } : ValidateNotSelfIntersecting(feature);

function createDraw(map: L.Map): TerraDraw {
  return new TerraDraw({
    adapter: new TerraDrawLeafletAdapter({ lib: L, map }),
    modes: [
      new TerraDrawPolygonMode({
        pointerDistance: 30,
        validation: notSelfIntersecting,
        styles: {
          fillColor: AMBER,
          fillOpacity: 0.3,
          outlineColor: AMBER,
          outlineWidth: 3,
          closingPointColor: WHITE,
          closingPointWidth: 7,
          closingPointOutlineColor: AMBER_DARK,
          closingPointOutlineWidth: 3,
        },
      }),
      new TerraDrawSelectMode({
        pointerDistance: 30,
        // Ctrl+R / Ctrl+S would otherwise rotate or scale the outline instead of reloading or saving the page.
        keyEvents: { deselect: 'Escape', delete: 'Delete', rotate: null, scale: null },
        flags: {
          polygon: {
            feature: {
              draggable: true,
              validation: notSelfIntersecting,
              coordinates: { draggable: true, midpoints: true, deletable: true },
            },
          },
        },
        styles: {
          selectedPolygonColor: AMBER,
          selectedPolygonFillOpacity: 0.35,
          selectedPolygonOutlineColor: WHITE,
          selectedPolygonOutlineWidth: 3,
          selectionPointColor: WHITE,
          selectionPointWidth: 6,
          selectionPointOutlineColor: AMBER_DARK,
          selectionPointOutlineWidth: 2,
          midPointColor: AMBER,
          midPointWidth: 4,
          midPointOutlineColor: WHITE,
          midPointOutlineWidth: 1,
        },
      }),
    ],
  });
}

/** A message whose placeholder value is set in bold, e.g. "Drawn area: **1,234.5** m²". */
function Figure({ template, name, value }: { template: string; name: string; value: string }) {
  const parts = splitTemplate(template, name);
  return (
    <li className="rounded-lg border border-border bg-card px-4 py-3 text-sm text-muted-foreground">
      {parts ? (
        <>
          {parts[0]}
          <strong className="text-lg font-semibold text-foreground tabular-nums">{value}</strong>
          {parts[1]}
        </>
      ) : (
        fillTemplate(template, { [name]: value })
      )}
    </li>
  );
}

export default function RoofMap({ locale, tileUrl, labelsUrl, geocoderUrl, copy, onAreaChange, resetKey }: RoofMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [areaM2, setAreaM2] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(true);
  const [toast, setToast] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [locating, setLocating] = useState(false);

  const drawRef = useRef<TerraDraw | null>(null);
  /** The one outline on the map, once finished. */
  const polygonIdRef = useRef<FeatureId | null>(null);
  /** Set while the map deletes its outline because the visitor typed an area: that deletion is not reported back. */
  const silentRef = useRef(false);
  const toastTimer = useRef<number | undefined>(undefined);
  const searchAbort = useRef<AbortController | null>(null);
  const aliveRef = useRef(false);
  const lastResetKey = useRef(resetKey);

  const ids = useId();
  const searchId = `${ids}-search`;
  const instructionsId = `${ids}-instructions`;

  const format = useMemo(() => {
    const tag = intlTagOf(locale);
    const area = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    const power = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return {
      area: (value: number) => area.format(value),
      count: (value: number) => count.format(value),
      power: (value: number) => power.format(value),
    };
  }, [locale]);

  useEffect(() => {
    aliveRef.current = true;
    return () => {
      aliveRef.current = false;
      window.clearTimeout(toastTimer.current);
      searchAbort.current?.abort();
    };
  }, []);

  const showToast = () => {
    window.clearTimeout(toastTimer.current);
    setToast(true);
    toastTimer.current = window.setTimeout(() => setToast(false), TOAST_MS);
  };

  /** Measures the outline and reports it; a degenerate outline counts as none. */
  const publishArea = (draw: TerraDraw, id: FeatureId) => {
    const value = roofAreaM2(draw.getSnapshotFeature(id));
    setAreaM2(value);
    onAreaChange(value);
    return value;
  };

  // terra-draw's events arrive through these, so they always see the current props without re-creating the instance.
  const handleFinish = useEffectEvent((draw: TerraDraw, id: FeatureId, action: string) => {
    if (action === 'draw') {
      // One outline at a time: a new one replaces the previous.
      const previous = draw
        .getSnapshot()
        .filter(
          (feature) => feature.id !== undefined && feature.id !== id && feature.geometry.type === 'Polygon' && feature.properties.mode === 'polygon',
        )
        .map((feature) => feature.id as FeatureId);
      polygonIdRef.current = id;
      if (previous.length > 0) draw.removeFeatures(previous);
      if (publishArea(draw, id) !== null) showToast();
      // Hand the outline to select mode so its corners can be dragged, added (midpoints) or removed (right click), or it can be deleted.
      draw.setMode('select');
      draw.selectFeature(id);
      setDrawing(false);
    } else if (id === polygonIdRef.current) {
      publishArea(draw, id);
    }
  });

  const handleDeleted = useEffectEvent((draw: TerraDraw, silent: boolean) => {
    setAreaM2(null);
    setToast(false);
    if (!silent) onAreaChange(null);
    if (draw.getMode() !== 'polygon') draw.setMode('polygon');
    setDrawing(true);
  });

  // One terra-draw instance per Leaflet map; strict mode's second mount stops the first before starting its own.
  useEffect(() => {
    if (!map) return;
    const draw = createDraw(map);
    let live = true;
    const timers = new Set<number>();
    // Mode changes wait for terra-draw to finish dispatching the event that asked for them.
    const later = (run: () => void) => {
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        if (live && draw.enabled) run();
      }, 0);
      timers.add(timer);
    };
    const onFinish: TerraDrawEventListeners['finish'] = (id, context) => later(() => handleFinish(draw, id, context.action));
    const onChange: TerraDrawEventListeners['change'] = (changed, type) => {
      const id = polygonIdRef.current;
      if (type !== 'delete' || id === null || !changed.includes(id)) return;
      polygonIdRef.current = null;
      const silent = silentRef.current;
      later(() => handleDeleted(draw, silent));
    };
    draw.on('finish', onFinish);
    draw.on('change', onChange);
    draw.start();
    draw.setMode('polygon');
    drawRef.current = draw;

    return () => {
      live = false;
      timers.forEach((timer) => window.clearTimeout(timer));
      draw.off('finish', onFinish);
      draw.off('change', onChange);
      draw.stop();
      if (drawRef.current === draw) drawRef.current = null;
      polygonIdRef.current = null;
    };
  }, [map]);

  // The Leaflet container is the focusable map: name it, point it at the instructions, and keep its credit line plain.
  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', copy.mapLabel);
    container.setAttribute('aria-describedby', instructionsId);
    map.attributionControl?.setPrefix(LEAFLET_PREFIX);
  }, [map, copy.mapLabel, instructionsId]);

  // The visitor typed an area: drop the outline without reporting it back.
  useEffect(() => {
    if (resetKey === lastResetKey.current) return;
    lastResetKey.current = resetKey;
    const draw = drawRef.current;
    const id = polygonIdRef.current;
    if (!draw || id === null || !draw.hasFeature(id)) return;
    silentRef.current = true;
    try {
      draw.removeFeatures([id]);
    } finally {
      silentRef.current = false;
    }
  }, [resetKey]);

  /** An action, not a toggle: the instructions say "choose Draw roof", so pressing it while drawing keeps the corners placed so far. */
  const startDrawing = () => {
    const draw = drawRef.current;
    if (!draw) return;
    if (draw.getMode() !== 'polygon') draw.setMode('polygon');
    setDrawing(true);
  };

  const clearPolygon = () => {
    const draw = drawRef.current;
    if (!draw) return;
    // Restarting polygon mode also drops an outline still being drawn.
    draw.setMode('polygon');
    setDrawing(true);
    const id = polygonIdRef.current;
    if (id !== null && draw.hasFeature(id)) draw.removeFeatures([id]);
  };

  const goTo = (lat: number, lng: number) => {
    if (!map || !aliveRef.current) return;
    if (prefersReducedMotion()) map.setView([lat, lng], PLACE_ZOOM, { animate: false });
    else map.flyTo([lat, lng], PLACE_ZOOM, { duration: 1.5 });
  };

  const search = async () => {
    const text = query.trim();
    if (!text) {
      document.getElementById(searchId)?.focus();
      return;
    }
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearching(true);
    setMessage(null);
    try {
      const hit = await geocode(geocoderUrl, text, locale, { signal: controller.signal });
      if (hit) goTo(hit.lat, hit.lng);
      else setMessage({ kind: 'locationNotFound', query: text });
    } catch {
      // Aborted by a newer search or by leaving the page.
    } finally {
      if (searchAbort.current === controller) {
        searchAbort.current = null;
        setSearching(false);
      }
    }
  };

  // The map sits inside the calculator's form, so the search is not a form of its own: Enter searches here instead of submitting.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void search();
  };

  const locate = () => {
    if (locating) return;
    setMessage(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setMessage({ kind: 'geolocationUnsupported' });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!aliveRef.current) return;
        setLocating(false);
        goTo(position.coords.latitude, position.coords.longitude);
      },
      () => {
        if (!aliveRef.current) return;
        setLocating(false);
        setMessage({ kind: 'geolocationFailed' });
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const messageText =
    message === null
      ? ''
      : message.kind === 'locationNotFound'
        ? fillTemplate(copy.locationNotFound, { query: message.query })
        : message.kind === 'geolocationFailed'
          ? copy.geolocationFailed
          : copy.geolocationUnsupported;

  const estimate = areaM2 === null ? null : mapEstimate(areaM2);

  return (
    <div className="space-y-3 bg-background">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div role="search" className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={searchId} className="text-sm font-semibold">
            {copy.searchLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={searchId}
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              value={query}
              placeholder={copy.searchPlaceholder}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKey}
              className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-card px-3 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            <Button variant="secondary" onClick={() => void search()} aria-busy={searching || undefined}>
              <Icon name="search" />
              {searching ? copy.searching : copy.searchButton}
            </Button>
          </div>
        </div>
        {/* Phones: "locate" on its own row, the two drawing buttons side by side beneath it. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          <Button variant="outline" onClick={locate} aria-busy={locating || undefined} className="col-span-2">
            <Icon name="locate-fixed" />
            {locating ? copy.locating : copy.locate}
          </Button>
          <Button variant={drawing ? 'energy' : 'outline'} data-active={drawing} onClick={startDrawing} disabled={!map}>
            <Icon name="pen-line" />
            {copy.draw}
          </Button>
          <Button variant="outline" onClick={clearPolygon} disabled={!map}>
            <Icon name="trash" />
            {copy.clear}
          </Button>
        </div>
      </div>

      <div>
        <p role="alert" className="text-sm font-semibold text-destructive empty:hidden">
          {messageText}
        </p>
        <p id={instructionsId} className="text-sm text-muted-foreground">
          <PointerWording pointer={copy.instructions} touch={copy.instructionsTouch} />
        </p>
      </div>

      <div className="relative isolate">
        <div dir="ltr">
          <MapContainer
            ref={setMap}
            center={JEDDAH}
            zoom={START_ZOOM}
            maxZoom={MAX_ZOOM}
            zoomControl={false}
            keyboard
            className="h-[500px] w-full rounded-card border border-border bg-muted! font-sans! focus-visible:outline-3 focus-visible:outline-offset-2! focus-visible:outline-ring [&_.leaflet-bar_a]:size-10! [&_.leaflet-bar_a]:text-2xl! [&_.leaflet-bar_a]:leading-10!"
          >
            <ZoomControl position="topleft" zoomInTitle={copy.zoomIn} zoomOutTitle={copy.zoomOut} />
            <TileLayer url={tileUrl} attribution={attributionFor(tileUrl, copy.imageryCredit)} maxZoom={MAX_ZOOM} />
            {labelsUrl ? <TileLayer url={labelsUrl} maxZoom={MAX_ZOOM} /> : null}
          </MapContainer>
        </div>
        <div role="status" className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center px-3">
          {toast ? (
            <p className="flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lift motion-safe:animate-rise">
              <Icon name="circle-check" className="size-4 shrink-0" />
              {copy.areaSelected}
            </p>
          ) : null}
        </div>
      </div>

      {areaM2 !== null && estimate !== null ? (
        <ul className="grid gap-2 sm:grid-cols-3">
          <Figure template={copy.drawnArea} name="area" value={format.area(areaM2)} />
          <Figure template={copy.panelCount} name="count" value={format.count(estimate.panelCount)} />
          <Figure template={copy.estimatedPower} name="power" value={format.power(estimate.estimatedPowerKW)} />
        </ul>
      ) : null}
    </div>
  );
}

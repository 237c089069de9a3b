// The sections of the property document (contract: the JSON the API returns). Sections whose
// fields all have defaults use `.prefault({})`, so a minimal document parses into a full one.
import { z } from 'zod'
import { SYSTEM_USER } from '../constants'
import { MAX_BOUNDARY_POINTS, MAX_BOUNDARY_SPAN_DEGREES, MIN_POLYGON_POINTS } from '../geometry/lat-lng'
import { doc } from '../schemas/doc'
import { lineText, multilineText } from '../schemas/fields'
import { mediaTypes } from '../documents/validate-files'
import { fileUrlField, thumbnailField } from '../schemas/safe-url'
import { MAX_PROPERTY_AREA_WORDS, areaUnits } from '../units/area'
import {
  constructionStatuses,
  facingDirections,
  furnishingStatuses,
  listingTypes,
  ownershipTypes,
  propertyStatuses,
  propertySubTypes,
  propertyTypes,
  riskLevels,
} from './property-enums'
import { reraNumberSchema } from './rera-schema'

const isoDate = (title: string, description: string) => z.iso.datetime({ offset: true }).meta(doc(title, description))
const id = (title: string, description: string) => z.string().trim().min(1).max(128).meta(doc(title, description))

/** The longest listing title: a longer one is refused with this limit, never cut. */
export const PROPERTY_TITLE_MAX_LENGTH = 200

export const basicInfoSchema = z
  .object({
    title: lineText(PROPERTY_TITLE_MAX_LENGTH, 'Title').default('').meta(doc('Title', 'The headline of the listing, e.g. "3 BHK apartment in Sector 70, Mohali".')),
    description: multilineText(10_000, 'Description').optional().meta(doc('Description', 'Free text about the property.')),
    type: z.enum(propertyTypes).meta(doc('Property type', 'Residential, commercial, agricultural, industrial or land.')),
    subType: z.enum(propertySubTypes).optional().meta(doc('Sub-type', 'The kind of property within its type, e.g. apartment, villa, plot.')),
    status: z.enum(propertyStatuses).meta(doc('Status', 'Where the listing is in its life: draft, active, pending, sold, rented or inactive.')),
    listingType: z.enum(listingTypes).default('sale').meta(doc('Listing type', 'Offered for sale, for rent, or on lease.')),
    constructionStatus: z.enum(constructionStatuses).optional().meta(doc('Construction status', 'Ready to move, under construction, or a new launch.')),
    furnished: z.enum(furnishingStatuses).optional().meta(doc('Furnishing', 'Unfurnished, semi-furnished or furnished.')),
    reraNumber: reraNumberSchema.optional(),
  })
  .meta(doc('Basic information', 'What the property is and where its listing stands.'))

export const indianPostalCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'PIN code must be 6 digits and not start with 0')
  .meta(doc('PIN code', 'The 6-digit Indian postal index number.'))

export const addressSchema = z
  .object({
    line1: lineText(300, 'Address line').optional().meta(doc('Address line', 'House or plot number, street, building.')),
    locality: lineText(120, 'Locality').optional().meta(doc('Locality', 'Neighbourhood, sector or village.')),
    city: lineText(120, 'City').min(1).meta(doc('City', 'City, town or tehsil.')),
    state: lineText(120, 'State').min(1).meta(doc('State', 'State or union territory of India.')),
    postalCode: indianPostalCodeSchema.optional(),
    country: lineText(80, 'Country').default('India').meta(doc('Country', 'Always India.')),
  })
  .meta(doc('Address', 'The postal address of the property.'))

/** A coordinate that may arrive as a numeric string (SPEC §3) and is stored as a number. */
const coordinate = (min: number, max: number, title: string, description: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)])
    .pipe(z.number().min(min).max(max))
    .meta(doc(title, description))

export const latLngSchema = z
  .object({
    latitude: coordinate(-90, 90, 'Latitude', 'Degrees north of the equator (WGS 84), -90 to 90; may be sent as a string.'),
    longitude: coordinate(-180, 180, 'Longitude', 'Degrees east of Greenwich (WGS 84), -180 to 180; may be sent as a string.'),
  })
  .meta(doc('Point', 'A point on the map.'))

export const geofenceSchema = z
  .object({
    vertices: z
      .array(latLngSchema)
      .default([])
      .meta(
        doc(
          'Vertices',
          `The boundary as an open ring of points (the first point is not repeated at the end), or none: a simple polygon of ${MIN_POLYGON_POINTS} to ${MAX_BOUNDARY_POINTS} points that encloses some land, no more than ${MAX_BOUNDARY_SPAN_DEGREES} degree (about 110 km) across north to south or east to west.`,
        ),
      ),
  })
  .meta(doc('Geofence', 'The boundary of the land parcel.'))

export const locationSchema = z
  .object({
    address: addressSchema,
    geofence: geofenceSchema.prefault({}),
    coordinates: latLngSchema.optional().meta(doc('Coordinates', 'The centre of the boundary (its centroid).')),
  })
  .meta(doc('Location', 'Where the property is.'))

/** Prices are whole rupees: the listing shows, stores and filters by the same figure. */
export const TOTAL_PRICE_WHOLE_RUPEES = 'Total price must be in whole rupees'

export const financialSchema = z
  .object({
    pricing: z
      .object({
        totalPrice: z.number().int({ error: TOTAL_PRICE_WHOLE_RUPEES }).min(0).default(0).meta(doc('Total price', 'Asking price in whole rupees: for the property when for sale, per month when for rent or on lease.')),
        pricePerSqft: z.number().min(0).optional().meta(doc('Price per sq ft', 'Rupees per square foot of a sale listing, worked out by the server from the total price and the area.')),
        currency: z.literal('INR').default('INR').meta(doc('Currency', 'Always INR (Indian rupee).')),
        negotiable: z.boolean().optional().meta(doc('Negotiable', 'Whether the price is open to negotiation.')),
      })
      .prefault({})
      .meta(doc('Pricing', 'The price of the property.')),
  })
  .meta(doc('Financial', 'Money matters of the listing.'))

export const specificationsSchema = z
  .object({
    area: z
      .object({
        total: z.number().min(0).default(0).meta(doc('Total area', `The area in the unit given, at most ${MAX_PROPERTY_AREA_WORDS}.`)),
        unit: z.enum(areaUnits).default('sqft').meta(doc('Area unit', 'sqm, sqft, acres or hectares (default sqft).')),
      })
      .prefault({})
      .meta(doc('Area', 'How large the property is.')),
    rooms: z
      .object({
        bedrooms: z.number().int().min(0).max(100).default(0).meta(doc('Bedrooms', 'Number of bedrooms (the "3" of 3 BHK).')),
        bathrooms: z.number().int().min(0).max(100).default(0).meta(doc('Bathrooms', 'Number of bathrooms.')),
      })
      .prefault({})
      .meta(doc('Rooms', 'Room counts.')),
    floors: z.number().int().min(0).max(200).optional().meta(doc('Floors', 'Number of floors.')),
    facing: z.enum(facingDirections).optional().meta(doc('Facing', 'The direction the main entrance faces.')),
    yearBuilt: z.number().int().min(1800).max(2100).optional().meta(doc('Year built', 'Year of completion.')),
  })
  .meta(doc('Specifications', 'Size and layout.'))

export const riskSchema = z
  .object({
    earthquake: z.enum(riskLevels).default('low').meta(doc('Earthquake risk', 'Seismic risk: low, medium or high.')),
    flood: z.enum(riskLevels).default('low').meta(doc('Flood risk', 'Flooding risk: low, medium or high.')),
    hurricane: z.enum(riskLevels).default('low').meta(doc('Cyclone risk', 'Cyclone (hurricane) risk: low, medium or high.')),
    landslide: z.enum(riskLevels).default('low').meta(doc('Landslide risk', 'Landslide risk: low, medium or high.')),
  })
  .meta(doc('Natural hazard risk', 'Risk levels of natural hazards at the site.'))

export const ownerSchema = z
  .object({
    userId: id('User id', 'The owner user id (users.id).'),
    name: lineText(200, 'Name').optional().meta(doc('Name', "The owner's name.")),
    share: z.number().min(0).max(100).optional().meta(doc('Share', 'Ownership share in percent.')),
    ownershipType: z.enum(ownershipTypes).optional().meta(doc('Ownership type', 'Freehold, leasehold, co-operative society, power of attorney or joint.')),
  })
  .meta(doc('Owner', 'One owner of the property.'))

export const ownershipSchema = z
  .object({
    owners: z.array(ownerSchema).default([]).meta(doc('Owners', 'Everyone who owns a share.')),
    ownerId: id('Owner id', 'The primary owner user id.').optional(),
  })
  .meta(doc('Ownership', 'Who owns the property.'))

export const listingMediaSchema = z
  .object({
    id: id('Media id', 'Identifier of the media item.'),
    type: z.enum(['image', 'video']).meta(doc('Type', 'Image or video, from the content type.')),
    url: fileUrlField('URL', 'Where the file is served.'),
    title: lineText(255, 'Title').default('').meta(doc('Title', 'The file name, as plain text.')),
    order: z.number().int().min(0).default(0).meta(doc('Order', 'Position in the gallery (the upload index).')),
    isPrimary: z.boolean().optional().meta(doc('Primary', 'Whether this is the cover image.')),
    mediaType: z.enum(mediaTypes).optional().meta(doc('Media type', 'The gallery it belongs to: images, videos, floor-plans or virtual-tours.')),
    thumbnail: thumbnailField('Thumbnail', 'Small preview image: an https: address or a stored file.').optional(),
    metadata: z
      .strictObject({
        uploadedAt: isoDate('Uploaded at', 'When the file was uploaded.').optional(),
        size: z.number().int().min(0).optional().meta(doc('Size', 'Bytes.')),
        contentType: z
          .string()
          .max(255)
          .regex(/^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*\/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*$/, 'Content type must be a MIME type such as image/jpeg')
          .optional()
          .meta(doc('Content type', 'MIME type, e.g. image/jpeg.')),
        dimensions: z
          .strictObject({
            width: z.number().int().min(0).max(100_000).meta(doc('Width', 'Pixels.')),
            height: z.number().int().min(0).max(100_000).meta(doc('Height', 'Pixels.')),
          })
          .optional()
          .meta(doc('Dimensions', 'Image or video size in pixels.')),
        duration: z.number().min(0).max(86_400).optional().meta(doc('Duration', 'Video length in seconds.')),
      })
      .prefault({})
      .meta(doc('Metadata', 'Upload facts.')),
  })
  .meta(doc('Listing media', 'An image or video shown on the listing.'))

export const propertyMetadataSchema = z
  .object({
    createdAt: isoDate('Created at', 'When the listing was created.').optional(),
    updatedAt: isoDate('Updated at', 'When the listing last changed.').optional(),
    createdBy: z.string().default(SYSTEM_USER).meta(doc('Created by', "User id of the creator (default 'system').")),
    updatedBy: z.string().default(SYSTEM_USER).meta(doc('Updated by', "User id of the last editor (default 'system').")),
    listedBy: z.string().optional().meta(doc('Listed by', 'User id of who listed it.')),
  })
  .meta(doc('Metadata', 'Who created and changed the listing, and when.'))
